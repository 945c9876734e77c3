#pragma once
// Widgets bound to rows of the parameter table, the one way the parameter panel and the
// Scaling view's controls do it: a show function per widget puts a Scenario's value into it,
// and the widget's change signal reports the user's edit. Showing never reports (the feedback
// guard), so undo records no echoes; the guard is a QScopedValueRollback, so an exception in
// a show function cannot leave it on or off by mistake.

#include <QScopedValueRollback>
#include <functional>
#include <vector>

#include "model/core/param.h"
#include "model/core/scenario.h"

namespace scalescope::views {

class ParameterBinding {
 public:
  using Report = std::function<void(model::Param param, double value)>;
  /// `report` receives every edit of the user, never an echo of show().
  explicit ParameterBinding(Report report) : m_report(std::move(report)) {}

  /// Binds a widget: `show` puts a value of `param` into it.
  void bind(model::Param param, std::function<void(double value)> show) {
    m_bindings.push_back({param, std::move(show)});
  }
  /// The widget's change signal calls this: reported unless the change is an echo.
  void edited(model::Param param, double value) const {
    if (!m_showing) m_report(param, value);
  }
  /// True while show() or whileShowing() runs: a widget signal now is an echo.
  bool showing() const { return m_showing; }
  /// Shows the scenario's value of every bound parameter.
  void show(const model::Scenario& scenario) {
    whileShowing([&] {
      for (const auto& b : m_bindings) b.show(scenario.get(b.param));
    });
  }
  /// Runs `change`, which sets bound widgets, as an echo: its signals report nothing.
  template <class Change>
  void whileShowing(Change&& change) {
    const QScopedValueRollback guard(m_showing, true);
    change();
  }

 private:
  struct Binding {
    model::Param param;
    std::function<void(double)> show;
  };
  Report m_report;
  std::vector<Binding> m_bindings;
  bool m_showing = false;
};

}  // namespace scalescope::views
