#pragma once
// Tab titles that fit their bar: a tab widget in a narrow pane (the PIM view at 1280×720, its
// bar shared with the scale box and the calibration button) hid its second tab behind the
// scroll arrows. While the full titles need more width than the bar has, the tabs show short
// ones, and their tooltips begin with the full title. A CompactCorner beside them turns compact
// when even the short titles leave it too little room. The tab widget is never narrower than
// the short titles and its corners at their least.

#include <QObject>
#include <QStringList>

class QTabWidget;

namespace scalescope::views {

class TabTitles : public QObject {
  Q_OBJECT
 public:
  /// `shortTitles[i]` for tab i while the full titles (the tabs' texts now) do not fit.
  TabTitles(QTabWidget* tabs, QStringList shortTitles);
  bool isShort() const { return m_short; }
  /// Puts the titles that fit now (also on the tab widget's resize, show and tab change).
  void fit();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QTabWidget* m_tabs;
  QStringList m_full, m_shortTitles, m_tips;
  bool m_short = false;
};

}  // namespace scalescope::views
