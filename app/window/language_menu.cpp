#include "app/window/language_menu.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>

#include "app/cli/startup.h"

namespace scalescope::app {

LanguageMenu::LanguageMenu(QMenu* view, QMainWindow* window) : QObject(window), m_window(window) {
  QMenu* menu = view->addMenu(tr("&Language"));
  menu->setObjectName("languageMenu");
  auto* group = new QActionGroup(menu);
  const QString saved = savedLanguage();
  const auto add = [&](const QString& code, const QString& text) {
    QAction* a = menu->addAction(text, this, [this, code] { choose(code); });
    a->setObjectName("language:" + (code.isEmpty() ? QStringLiteral("system") : code));
    a->setCheckable(true);
    a->setChecked(code == saved);
    group->addAction(a);
  };
  add({}, tr("System default (%1)").arg(languageName(QLocale::system().name())));
  menu->addSeparator();
  for (const QString& code : shippedLanguages()) add(code, languageName(code));
}

void LanguageMenu::choose(const QString& language) {
  if (language == savedLanguage()) return;
  saveLanguage(language);
  // Saved scenarios and data files do not depend on it; the window's texts change at the
  // next start. Not modal: a test (or a user) can go on without answering.
  auto* box = new QMessageBox(
      QMessageBox::Information, tr("Language"),
      tr("ScaleScope speaks %1 from its next start. Saved scenarios "
         "and data files stay as they are.")
          .arg(language.isEmpty() ? tr("the system's language") : languageName(language)),
      QMessageBox::NoButton, m_window);
  box->setObjectName("languageRestart");
  box->setAttribute(Qt::WA_DeleteOnClose);
  QPushButton* restart = box->addButton(tr("&Restart now"), QMessageBox::AcceptRole);
  box->addButton(tr("&Later"), QMessageBox::RejectRole);
  connect(restart, &QPushButton::clicked, this, [this] {
    // Closing asks about unsaved work as Quit does; only a closed window starts again.
    if (!m_window->close()) return;
    QProcess::startDetached(QCoreApplication::applicationFilePath(),
                            QCoreApplication::arguments().mid(1));
  });
  box->open();
}

}  // namespace scalescope::app
