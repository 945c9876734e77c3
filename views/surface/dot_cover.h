#pragma once
// The systems' dots as the surface labels keep off them: a summed-area table of their coverage
// in display pixels, so that what a label's box covers is four lookups however many dots
// there are.

#include <array>
#include <vector>

namespace scalescope::views {

/// Where the systems' dots cover the viewport, as a summed-area table of their coverage in
/// display pixels over the rectangle they take (dot_cover.cpp): what a box covers of them
/// is four lookups, however many there are. Built once per camera; the labels are placed again
/// at every PIM or timeline step.
struct DotCover {
  int x0 = 0, y0 = 0, width = 0, height = 0;
  std::vector<long long> sum;  ///< (width + 1) × (height + 1); row and column 0 are empty sums
};

/// The cover of `dots` (x, y, w, h boxes in display pixels) over the part of the viewport at
/// `origin` of `size` that they take; empty when they take none of it.
DotCover coverOf(const int* origin, const int* size,
                 const std::vector<std::array<double, 4>>& dots);

/// The number of dot pixels under the box (a pixel under two dots counts twice).
double dotArea(const DotCover& c, const std::array<double, 4>& box);

}  // namespace scalescope::views
