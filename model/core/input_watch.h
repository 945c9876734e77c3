#pragma once
// Which parameters feed a picture, and whether an edit touched them. Views use it to skip
// a recompute and replot when a slider elsewhere moved (issue 6: a PIM drag must not redraw
// the scaling curves).
#include <cstddef>
#include <vector>

#include "model/core/param.h"
#include "model/core/scenario.h"

namespace scalescope::model {

class InputWatch {
 public:
  /// Watches the parameters of `inputs`.
  explicit InputWatch(ParamSet inputs);

  /// True when a watched value differs from the one of the last call, or on the first call
  /// (or after forget()); remembers the values of `scenario`.
  bool changed(const Scenario& scenario);
  /// The next changed() returns true, e.g. after the data behind the picture changed.
  void forget() { m_last.clear(); }

  const ParamSet& inputs() const { return m_inputs; }

 private:
  ParamSet m_inputs;
  std::vector<double> m_last;  ///< empty until the first changed()
};

}  // namespace scalescope::model
