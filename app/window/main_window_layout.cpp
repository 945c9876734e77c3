#include "app/window/main_window.h"

// Where the window's views live and how they are shown: placed from the view registry, one
// maximised or all, fitted to the screen, and the layout kept across starts.

#include <QDockWidget>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QTimer>
#include <algorithm>

#include "app/window/view_registry.h"
#include "views/common/linked_view.h"

namespace scalescope::app {

void MainWindow::placeViews() {
  // The views of the registry, each where it says: the main area's left side, the column on
  // its right (top to bottom), or a dock along the bottom with its title at its side (a title
  // row cost the 19 px of height that a 1024×700 screen lacked; the dock is wide).
  m_rightSplitter->setObjectName("rightSplitter");
  m_mainSplitter->setObjectName("mainSplitter");
  int side = 0;
  for (RegisteredView& entry : createViews(ViewUse::Window)) {
    views::LinkedView* view = entry.view.release();  // its place becomes its Qt parent
    m_views.push_back(view);
    m_viewDocks.push_back(nullptr);
    switch (entry.place) {
      case ViewPlace::Main:
        m_mainSplitter->addWidget(view->widget());
        m_mainSplitter->setStretchFactor(m_mainSplitter->count() - 1, entry.stretch);
        break;
      case ViewPlace::Side:
        m_rightSplitter->addWidget(view->widget());
        m_rightSplitter->setStretchFactor(side++, entry.stretch);
        break;
      case ViewPlace::Bottom: {
        auto* dock = new QDockWidget(view->title(), this);
        const std::string_view id = model::areaId(view->area());
        dock->setObjectName(QString::fromUtf8(id.data(), qsizetype(id.size())) + "Dock");
        dock->setWidget(view->widget());
        dock->setFeatures(dock->features() | QDockWidget::DockWidgetVerticalTitleBar);
        setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
        // The lesson's dock on the right runs to the bottom edge too: a step that shows only
        // a docked view gives it the height, and a bottom area spanning under the lesson cut
        // its pane to a title and Back/Next (half precision, step 3, outside presenter mode).
        setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
        // Later bottom views are tabs of the first (each needs the full width), closed until
        // the View menu opens them: a tab bar would take 24 px of a 1024×700 screen's height.
        const auto first = std::find_if(m_viewDocks.begin(), m_viewDocks.end(),
                                        [](QDockWidget* d) { return d != nullptr; });
        addDockWidget(Qt::BottomDockWidgetArea, dock);
        if (first != m_viewDocks.end()) {
          tabifyDockWidget(*first, dock);
          dock->hide();
        } else {
          resizeDocks({dock}, {250}, Qt::Vertical);
        }
        m_viewDocks.back() = dock;
        break;
      }
    }
  }
  // The right-hand column takes 2/5 of the width beside the main view's 3/5.
  m_mainSplitter->addWidget(m_rightSplitter);
  m_mainSplitter->setStretchFactor(m_mainSplitter->count() - 1, 2);
  setCentralWidget(m_mainSplitter);
}

void MainWindow::showViews(const std::vector<bool>& shown) {
  m_onlyViews = shown;
  m_onlyViews.resize(m_views.size(), false);
  for (std::size_t i = 0; i < m_views.size(); ++i)
    if (!m_viewDocks[i] && !m_onlyViews[i]) m_views[i]->widget()->hide();
  maximizeView(-1);
  m_onlyViews.clear();
}

void MainWindow::maximizeView(int which) {
  const int count = static_cast<int>(m_views.size());
  // Whether view i may be shown (showViews names some; else all may), and whether a column
  // of the main area (a splitter) keeps one of them. Only where the layout of every view is
  // already in place: from a maximised view, the saved splitter sizes are restored with every
  // view shown (restoring them with some hidden gave a later step's views half the screen),
  // and the lesson stage hides what its step leaves out afterwards.
  const auto kept = [this](int i) {
    return m_onlyViews.empty() || m_onlyViews[static_cast<std::size_t>(i)];
  };
  const auto columnShown = [&](const QWidget* column) {
    if (column == m_mainSplitter) return true;
    for (int i = 0; i < count; ++i)
      if (!m_viewDocks[i] && kept(i) && m_views[i]->widget()->parentWidget() == column) return true;
    return false;
  };
  if (which < -1 || which >= count) which = -1;
  m_viewActions[which < 0 ? count : which]->setChecked(true);
  if (which < 0 && m_shownView < 0) {
    // Already the layout of every view, but a lesson step may have hidden some of its views
    // (and a column with none left): all shown again, nothing else moved.
    for (int i = 0; i < count; ++i)
      if (!m_viewDocks[i] && kept(i)) m_views[i]->widget()->show();
    m_rightSplitter->setVisible(columnShown(m_rightSplitter));
    m_mainSplitter->setVisible(columnShown(m_mainSplitter));
    return;
  }
  if (which == m_shownView) return;
  // Leaving the layout of every view: remember it, which a single view would change (a
  // hidden splitter pane gives its width away, the docks take the space that is left).
  if (m_shownView < 0)
    m_savedLayout = {saveState(), m_mainSplitter->saveState(), m_rightSplitter->saveState()};
  m_shownView = which;
  bool side = false, central = false;
  for (int i = 0; i < count; ++i) {
    const bool shown = which < 0 || which == i;
    if (m_viewDocks[i]) {
      // A docked view alone: the dock shown and in front; with the others, as it was saved.
      if (which == i) {
        m_viewDocks[i]->show();
        m_viewDocks[i]->raise();
      }
      continue;
    }
    m_views[i]->widget()->setVisible(shown);
    central = central || shown;
    if (m_views[i]->widget()->parentWidget() == m_rightSplitter) side = side || shown;
  }
  m_rightSplitter->setVisible(side);
  m_mainSplitter->setVisible(central);
  if (which < 0) {
    const auto restore = [this, layout = m_savedLayout] {
      m_mainSplitter->restoreState(layout.mainSplitter);
      m_rightSplitter->restoreState(layout.rightSplitter);
      // The saved state carries the corners too; presenter mode gives the bottom right one
      // to its lesson dock while it runs, and a view's layout must not take it back.
      const Qt::DockWidgetArea corners[] = {corner(Qt::BottomLeftCorner),
                                            corner(Qt::BottomRightCorner)};
      restoreState(layout.window);
      setCorner(Qt::BottomLeftCorner, corners[0]);
      setCorner(Qt::BottomRightCorner, corners[1]);
    };
    restore();
    // Once more when the layouts have settled: a pane's new width changes the height its
    // wrapping controls need, and the splitter moved its handle for that.
    QTimer::singleShot(0, this, restore);
  }
}

void MainWindow::fitToScreen() {
  // The first window (no saved geometry) and a restored one both fit the screen they open
  // on: 1500×900 when there is room, less on a laptop or a projector at 1280×720.
  const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
  if (!screen) return;
  const QRect available = screen->availableGeometry();
  const bool restored = !QSettings().value("window/geometry").toByteArray().isEmpty();
  const QSize size = (restored ? this->size() : QSize(1500, 900)).boundedTo(available.size());
  if (restored)
    resize(size);
  else
    openAt(size);
  if (!available.contains(frameGeometry())) move(available.topLeft());
}

void MainWindow::openAt(const QSize& size) {
  resize(size);
  // The views above it keep 560 px of the window's height (menu, views and status bar as
  // they need it), the timeline takes the rest up to 250 px: at 1280×720 a quarter of the
  // height went to it and the Curves tab's residual panel was left 24 px of data.
  for (QDockWidget* dock : m_viewDocks)
    if (dock) resizeDocks({dock}, {std::clamp(size.height() - 560, 0, 250)}, Qt::Vertical);
}

void MainWindow::saveLayout() const {
  QSettings settings;
  settings.setValue("window/geometry", saveGeometry());
  settings.setValue("window/state", saveState());
  settings.setValue("window/mainSplitter", m_mainSplitter->saveState());
  settings.setValue("window/rightSplitter", m_rightSplitter->saveState());
}

void MainWindow::restoreLayout() {
  QSettings settings;
  restoreGeometry(settings.value("window/geometry").toByteArray());
  restoreState(settings.value("window/state").toByteArray());
  if (!m_mainSplitter->restoreState(settings.value("window/mainSplitter").toByteArray()))
    m_mainSplitter->setSizes({800, 560});
  m_rightSplitter->restoreState(settings.value("window/rightSplitter").toByteArray());
}

}  // namespace scalescope::app
