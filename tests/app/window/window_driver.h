#pragma once
// Driving the real main window as a user does: a fresh settings folder per test program,
// the window shown and active (shortcuts need it), and a hand for the modal dialog or popup
// menu that an action opens (it runs its own event loop, so the hand acts from a timer).
#include <QApplication>
#include <QMenu>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>
#include <memory>

namespace scalescope::testing {

/// Settings of this test program only, in a temporary folder (no saved window layout).
inline void isolateSettings(const QTemporaryDir& dir, const char* program) {
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
  QCoreApplication::setOrganizationName("ScaleScopeTest");
  QCoreApplication::setApplicationName(program);
}

/// Shows `w` and waits until it is exposed and active.
inline bool showActive(QWidget& w) {
  w.show();
  w.activateWindow();
  return QTest::qWaitForWindowExposed(&w) && QTest::qWaitForWindowActive(&w);
}

/// Runs `hand` on the first modal dialog of type T that opens within `timeoutMs` (polled
/// every 20 ms), e.g. the one the next key press opens. `*seen` tells whether it came.
template <class T>
void whenModal(std::function<void(T*)> hand, bool* seen, int timeoutMs = 5000) {
  *seen = false;
  auto* poll = new QTimer;
  auto started = std::make_shared<int>(0);
  QObject::connect(poll, &QTimer::timeout, poll, [poll, hand, seen, started, timeoutMs] {
    if (auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget())) {
      *seen = true;
      poll->stop();
      poll->deleteLater();
      hand(dialog);
      return;
    }
    if ((*started += 20) > timeoutMs) {
      poll->stop();
      poll->deleteLater();
    }
  });
  poll->start(20);
}

/// The same for a popup menu (a context menu).
inline void whenPopup(std::function<void(QMenu*)> hand, bool* seen, int timeoutMs = 5000) {
  *seen = false;
  auto* poll = new QTimer;
  auto started = std::make_shared<int>(0);
  QObject::connect(poll, &QTimer::timeout, poll, [poll, hand, seen, started, timeoutMs] {
    if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
      *seen = true;
      poll->stop();
      poll->deleteLater();
      hand(menu);
      return;
    }
    if ((*started += 20) > timeoutMs) {
      poll->stop();
      poll->deleteLater();
    }
  });
  poll->start(20);
}

/// The action of a menu whose text (without '&') starts with `text`, or null.
inline QAction* findAction(const QMenu* menu, const QString& text) {
  for (QAction* a : menu->actions()) {
    if (a->menu())
      if (QAction* inner = findAction(a->menu(), text)) return inner;
    if (a->text().remove('&').startsWith(text)) return a;
  }
  return nullptr;
}

}  // namespace scalescope::testing
