#pragma once
// What every harness does with a broken promise: it names the promise and the text that broke
// it, and aborts, so that libFuzzer keeps the input that shows it.

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace scalescope::fuzz {

inline void require(bool condition, const char* what, std::string_view detail = {}) {
  if (condition) return;
  std::fprintf(stderr, "broken promise: %s '%.*s'\n", what, static_cast<int>(detail.size()),
               detail.data());
  std::abort();
}

}  // namespace scalescope::fuzz
