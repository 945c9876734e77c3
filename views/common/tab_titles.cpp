#include "views/common/tab_titles.h"

#include <QEvent>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>

#include "views/common/compact_corner.h"

namespace scalescope::views {

TabTitles::TabTitles(QTabWidget* tabs, QStringList shortTitles)
    : QObject(tabs), m_tabs(tabs), m_shortTitles(std::move(shortTitles)) {
  for (int i = 0; i < tabs->count(); ++i) {
    m_full << tabs->tabText(i);
    m_tips << tabs->tabToolTip(i);
  }
  tabs->installEventFilter(this);
  // A corner widget shown or hidden with the tab (the PIM scale box) changes the room.
  connect(tabs, &QTabWidget::currentChanged, this,
          [this] { QTimer::singleShot(0, this, &TabTitles::fit); });
}

bool TabTitles::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_tabs &&
      (event->type() == QEvent::Resize || event->type() == QEvent::Show ||
       event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange))
    fit();
  return QObject::eventFilter(watched, event);
}

void TabTitles::fit() {
  QTabBar* bar = m_tabs->tabBar();
  const int count = std::min<int>(bar->count(), std::min(m_full.size(), m_shortTitles.size()));
  // The bar's width with `titles`: its width now plus what those texts add to the shown ones.
  const QFontMetrics metrics(bar->font());
  const auto barWidthWith = [&](const QStringList& titles) {
    int width = bar->sizeHint().width();
    for (int i = 0; i < count; ++i)
      width += metrics.horizontalAdvance(titles[i]) - metrics.horizontalAdvance(bar->tabText(i));
    return width;
  };
  const int shortBar = barWidthWith(m_shortTitles);
  // A corner that gives way does so when even the short titles leave it too little room. The
  // short titles always fit: the tab widget is never narrower than they and the corners at
  // their least (a corner that gave way left the Scaling view's six tabs behind the scroll
  // arrows at 1024×700, where the PIM view's corner had held the column wide).
  int room = m_tabs->width() - 4;
  int least = shortBar + 4;
  int cornersNow = 0;
  for (Qt::Corner corner : {Qt::TopLeftCorner, Qt::TopRightCorner}) {
    if (auto* c = qobject_cast<CompactCorner*>(m_tabs->cornerWidget(corner)))
      c->fitTo(room - shortBar);
    if (QWidget* w = m_tabs->cornerWidget(corner); w && w->isVisibleTo(m_tabs)) {
      least += w->minimumSizeHint().width();
      cornersNow += w->sizeHint().width();
    }
  }
  if (m_tabs->minimumWidth() != least) m_tabs->setMinimumWidth(least);
  room -= cornersNow;
  const int full = barWidthWith(m_full);
  const bool shortNow = full > room;
  if (shortNow == m_short) return;
  m_short = shortNow;
  for (int i = 0; i < count; ++i) {
    bar->setTabText(i, m_short ? m_shortTitles[i] : m_full[i]);
    bar->setTabToolTip(i, m_short && m_shortTitles[i] != m_full[i]
                              ? m_full[i] + (m_tips[i].isEmpty() ? QString() : ": " + m_tips[i])
                              : m_tips[i]);
  }
}

}  // namespace scalescope::views
