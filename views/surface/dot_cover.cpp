#include "views/surface/dot_cover.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace scalescope::views {

namespace {

/// The pixels [first, end) that a box from `from` of `length` touches, inside [0, extent].
std::pair<int, int> span(double from, double length, int extent) {
  const int first = static_cast<int>(std::clamp(std::floor(from), 0.0, double(extent)));
  const int end = static_cast<int>(std::clamp(std::ceil(from + length), 0.0, double(extent)));
  return {first, end};
}

std::size_t at(const DotCover& c, int x, int y) {
  return static_cast<std::size_t>(y) * static_cast<std::size_t>(c.width + 1) +
         static_cast<std::size_t>(x);
}

}  // namespace

/// The summed-area table of the dots' coverage over the part of the viewport they cover (a
/// rotation frame sums a few systems' corner of it, not the whole view): +1 at each dot's first
/// pixel and −1 past its ends, a 2D prefix sum of that (the coverage), a second one (its sums),
/// then shifted by a pixel so that row and column 0 are the empty sums.
DotCover coverOf(const int* origin, const int* size,
                 const std::vector<std::array<double, 4>>& dots) {
  double left = origin[0] + size[0], bottom = origin[1] + size[1], right = origin[0],
         top = origin[1];
  for (const auto& box : dots) {
    left = std::min(left, box[0]), right = std::max(right, box[0] + box[2]);
    bottom = std::min(bottom, box[1]), top = std::max(top, box[1] + box[3]);
  }
  left = std::max(left, double(origin[0])), bottom = std::max(bottom, double(origin[1]));
  right = std::min(right, double(origin[0] + size[0]));
  top = std::min(top, double(origin[1] + size[1]));
  if (right <= left || top <= bottom) return {};
  DotCover c{static_cast<int>(std::floor(left)),
             static_cast<int>(std::floor(bottom)),
             static_cast<int>(std::ceil(right - std::floor(left))),
             static_cast<int>(std::ceil(top - std::floor(bottom))),
             {}};
  std::vector<long long>& t = c.sum;
  t.assign(static_cast<std::size_t>(c.width + 1) * static_cast<std::size_t>(c.height + 1), 0);
  for (const auto& box : dots) {
    const auto [x0, x1] = span(box[0] - c.x0, box[2], c.width);
    const auto [y0, y1] = span(box[1] - c.y0, box[3], c.height);
    if (x0 >= x1 || y0 >= y1) continue;
    t[at(c, x0, y0)] += 1;
    t[at(c, x1, y0)] -= 1;
    t[at(c, x0, y1)] -= 1;
    t[at(c, x1, y1)] += 1;
  }
  for (int pass = 0; pass < 2; ++pass) {
    for (int y = 0; y <= c.height; ++y)
      for (int x = 1; x <= c.width; ++x) t[at(c, x, y)] += t[at(c, x - 1, y)];
    for (int y = 1; y <= c.height; ++y)
      for (int x = 0; x <= c.width; ++x) t[at(c, x, y)] += t[at(c, x, y - 1)];
  }
  for (int y = c.height; y >= 0; --y)
    for (int x = c.width; x >= 0; --x) t[at(c, x, y)] = x > 0 && y > 0 ? t[at(c, x - 1, y - 1)] : 0;
  return c;
}

double dotArea(const DotCover& c, const std::array<double, 4>& box) {
  if (c.sum.empty()) return 0;
  const auto [x0, x1] = span(box[0] - c.x0, box[2], c.width);
  const auto [y0, y1] = span(box[1] - c.y0, box[3], c.height);
  if (x0 >= x1 || y0 >= y1) return 0;
  return static_cast<double>(c.sum[at(c, x1, y1)] - c.sum[at(c, x0, y1)] - c.sum[at(c, x1, y0)] +
                             c.sum[at(c, x0, y0)]);
}

}  // namespace scalescope::views
