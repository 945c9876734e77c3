#pragma once
// The names a lesson's highlight may give a bar (resources/lessons/README.md, "highlight"),
// defined once: the lesson reader accepts these, and the view that draws the bars finds its
// bar by its place in the list.

#include <array>
#include <optional>
#include <string_view>

namespace scalescope::model {

/// The PIM breakdown's time categories, bottom to top of a stack.
inline constexpr std::array<std::string_view, 5> kPimCategoryIds{
    "pim_compute", "mram_wram", "cpu_to_dpu", "dpu_to_cpu", "host_sync"};
/// The PIM algorithms, in the order of the breakdown's stacks.
inline constexpr std::array<std::string_view, 3> kPimAlgorithmIds{"ma-sgd", "ga-sgd", "admm"};
/// The timeline's five parts of one step, in the order of its bars.
inline constexpr std::array<std::string_view, 5> kTimelinePartIds{"serial", "compute", "copy",
                                                                  "comm", "sync"};

/// Where `id` stands in `ids`, or nullopt.
template <std::size_t N>
std::optional<int> targetIndex(const std::array<std::string_view, N>& ids, std::string_view id) {
  for (std::size_t i = 0; i < N; ++i)
    if (ids[i] == id) return static_cast<int>(i);
  return std::nullopt;
}

}  // namespace scalescope::model
