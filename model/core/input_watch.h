#pragma once
// Which parameters feed a picture, and whether an edit touched them. Views use it to skip
// a recompute and replot when a slider elsewhere moved (issue 6: a PIM drag must not redraw
// the scaling curves).
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "model/core/scenario.h"

namespace scalescope::model {

class InputWatch {
 public:
  /// Watches the parameters of the table whose id `isInput` accepts.
  explicit InputWatch(const std::function<bool(const std::string& id)>& isInput);

  /// True when a watched value differs from the one of the last call, or on the first call
  /// (or after forget()); remembers the values of `scenario`.
  bool changed(const Scenario& scenario);
  /// The next changed() returns true, e.g. after the data behind the picture changed.
  void forget() { m_last.clear(); }

  const std::vector<std::size_t>& indices() const { return m_indices; }

 private:
  std::vector<std::size_t> m_indices;
  std::vector<double> m_last;  ///< empty until the first changed()
};

/// True for ids starting with `prefix` (e.g. "pim.").
inline bool hasPrefix(const std::string& id, const std::string& prefix) {
  return id.compare(0, prefix.size(), prefix) == 0;
}

}  // namespace scalescope::model
