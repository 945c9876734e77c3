#pragma once
// Driving the real main window as a user does: a fresh settings folder per test program,
// the window shown and active (shortcuts need it), and a hand for the modal dialog or popup
// menu that an action opens (it runs its own event loop, so the hand acts from a timer).
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>
#include <memory>

#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "app/window/main_window.h"
#include "event_wait.h"

namespace scalescope::testing {

/// The data the app ships (TOP500, HPL-MxP, the samples) in `doc`, as the app opens with
/// them; "" or why they could not be read.
inline QString loadShippedData(app::Document& doc) {
  model::DatasetCollection shipped;
  const QString error = app::loadShippedDatasets(&shipped);
  if (error.isEmpty()) doc.setDatasets(shipped);
  return error;
}

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
  return QTest::qWaitForWindowExposed(&w, testing::kEventTimeoutMs) &&
         QTest::qWaitForWindowActive(&w, testing::kEventTimeoutMs);
}

/// The data rows of a test run at several window sizes, one row "WxH" per size.
inline void windowSizes(std::initializer_list<QSize> sizes) {
  QTest::addColumn<QSize>("size");
  for (const QSize& size : sizes)
    QTest::newRow(qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height()))) << size;
}

/// Opens `window` as the app opens it at `size` (MainWindow::openAt), shown, active and
/// laid out.
inline bool openShown(app::MainWindow& window, const QSize& size) {
  window.openAt(size);
  if (!showActive(window)) return false;
  QTest::qWait(50);
  return true;
}

/// Runs `hand` on the first modal dialog of type T that opens within `timeoutMs` (polled
/// every 20 ms), e.g. the one the next key press opens. `*seen` tells whether it came. The
/// wait is long: a file dialog on a loaded 2-core machine under the sanitizers can take
/// seconds to open, and a dialog that opens after the hand gave up blocks the test.
template <class T>
void whenModal(std::function<void(T*)> hand, bool* seen, int timeoutMs = 30000) {
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

/// Ends a modal dialog with `act` (clicking its button, rejecting it) so that its exec()
/// returns. A hand of whenModal can run while exec() is still inside show(), before its event
/// loop runs; a dialog finished then is hidden and exec() waits for ever (test_column_roles_
/// dialog hung so under the sanitizers). So while the dialog still exists and is hidden, it is
/// shown again and `act` repeated, every 100 ms, until exec() has returned and destroyed it.
inline void finishDialog(QDialog* dialog, std::function<void(QDialog*)> act) {
  act(dialog);
  QPointer<QDialog> guard(dialog);
  auto* watch = new QTimer(qApp);
  auto tries = std::make_shared<int>(0);
  QObject::connect(watch, &QTimer::timeout, watch, [watch, guard, act, tries] {
    if (guard && !guard->isVisible()) {
      guard->show();
      act(guard);
    }
    if (!guard || ++*tries > 300) {
      watch->stop();
      watch->deleteLater();
    }
  });
  watch->start(100);
}

/// Answers a file dialog (Qt's own: Qt::AA_DontUseNativeDialogs) with `path` as a user types
/// it: the absolute path into its file name field, then Enter. Not selectFile(): that takes
/// the name relative to the directory the dialog's file model has loaded so far, which on a
/// busy machine was not yet `path`'s, and the dialog then opened a "file not found" box that
/// nobody answered (test_lesson_open hung in ctest). Such a box is closed and reported.
inline void typeIntoFileDialog(QFileDialog* dialog, const QString& path) {
  if (auto* name = dialog->findChild<QLineEdit*>("fileNameEdit"))
    name->setText(QFileInfo(path).absoluteFilePath());
  else
    dialog->selectFile(QFileInfo(path).absoluteFilePath());
  // Owned by the application: a test that ends within the watch frees it with the rest.
  auto* watch = new QTimer(qApp);
  auto ticks = std::make_shared<int>(0);
  QObject::connect(watch, &QTimer::timeout, watch, [watch, ticks, path] {
    if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
      qWarning("file dialog for %s answered with a message box: %s", qPrintable(path),
               qPrintable(box->text()));
      box->reject();
    }
    if (++*ticks > 100) {
      watch->stop();
      watch->deleteLater();
    }
  });
  watch->start(20);
  static_cast<QDialog*>(dialog)->accept();  // QFileDialog::accept is protected
}

/// The same for a popup menu (a context menu).
inline void whenPopup(std::function<void(QMenu*)> hand, bool* seen, int timeoutMs = 30000) {
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
