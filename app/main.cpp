// ScaleScope entry point: parses the command line first, then starts only what the mode
// needs (QCoreApplication for text modes, an offscreen QApplication for batch export, the
// full GUI otherwise).

#include <QApplication>
#include <QIcon>
#include <QLocale>
#include <QMessageBox>
#include <QTextStream>
#include <cstdio>

#include "app/classroom/class_actions.h"
#include "app/classroom/class_server.h"
#include "app/classroom/class_session.h"
#include "app/cli/batch.h"
#include "app/cli/command_line.h"
#include "app/cli/help_text.h"
#include "app/cli/startup.h"
#include "app/document/autosave.h"
#include "app/document/document.h"
#include "app/document/presets.h"
#include "app/lessons/lesson_actions.h"
#include "app/lessons/lesson_commands.h"
#include "app/lessons/lesson_library.h"
#include "app/lessons/presenter_mode.h"
#include "app/window/main_window.h"
#include "views/surface/vtk_host.h"

using namespace scalescope::app;

namespace {

// --class-session: starts the session and prints, one line each, the URL students open, the
// join code and the teacher's status URL (tests and scripts read them).
void startClassSession(LessonActions* lessons, const QHostAddress& address, quint16 port) {
  ClassActions* actions = lessons->classActions();
  if (const QString why = actions->start(address, port); !why.isEmpty()) {
    std::fprintf(stderr, "--class-session: %s\n", qPrintable(why));
    return;
  }
  const ClassServer* server = actions->session()->server();
  std::printf("student URL: %s\njoin code: %s\nteacher status: %s\n",
              qPrintable(server->studentUrl().toString()),
              actions->session()->room()->secrets().joinCode.c_str(),
              qPrintable(server->statusUrl().toString()));
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  QStringList arguments;
  for (int i = 1; i < argc; ++i) arguments << QString::fromLocal8Bit(argv[i]);
  QTextStream out(stdout), err(stderr);
  QString error;
  const auto cl = parseCommandLine(arguments, &error);
  if (!cl) {
    // The refusal in the language asked for (--lang, View ▸ Language, the system's): the
    // arguments are read again once the translators are in.
    QCoreApplication app(argc, argv);
    configureApplication();
    installTranslators(wantedLanguages(languageArgument(arguments)));
    parseCommandLine(arguments, &error);
    err << "scalescope: " << error << "\n";
    return kExitBadArguments;
  }
  using Mode = CommandLine::Mode;
  if (cl->mode == Mode::Help || cl->mode == Mode::Version || cl->mode == Mode::ListPresets ||
      cl->mode == Mode::ListParameters || cl->mode == Mode::Fit || cl->mode == Mode::ListLessons ||
      cl->mode == Mode::CheckLessons) {
    QCoreApplication app(argc, argv);
    configureApplication();
    installTranslators(wantedLanguages(cl->lang));
    switch (cl->mode) {
      case Mode::Help:
        out << helpText();
        return kExitOk;
      case Mode::Version:
        // The host the GUI would choose: its platform is xcb unless QT_QPA_PLATFORM says.
        out << "scalescope " << QCoreApplication::applicationVersion() << "\n"
            << scalescope::views::surfaceHostLine(scalescope::views::chooseVtkHost(
                   qEnvironmentVariable("QT_QPA_PLATFORM", QStringLiteral("xcb"))))
            << "\n";
        return kExitOk;
      case Mode::ListPresets:
        return listPresets(out);
      case Mode::ListParameters:
        return listParameters(out);
      case Mode::ListLessons:
        return listLessons(out, err);
      case Mode::CheckLessons:
        return checkLessons(cl->files, out, err);
      default:
        return runFit(*cl, out, err);
    }
  }
  if (cl->mode == Mode::Export || cl->mode == Mode::ExportLesson) {
    // Batch mode never shows a window: Qt draws offscreen; only VTK needs the X display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    configureApplication();
    installTranslators(wantedLanguages(cl->lang));
    if (cl->mode == Mode::ExportLesson)
      return exportLessonCommand(cl->lesson, cl->lessonPdf, cl->page, err);
    return runExport(*cl, err);
  }
  // VTK 9.1 on Debian renders through GLX only (views/README.md): prefer xcb, XWayland works.
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "xcb");
  scalescope::views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  configureApplication();
  // --lang, else the one chosen in View ▸ Language, else the user's (LANGUAGE, LC_ALL,
  // LC_MESSAGES, LANG); English where none is shipped.
  installTranslators(wantedLanguages(cl->lang.isEmpty() ? savedLanguage() : cl->lang));
  // Launchers match the window to org.scalescope.ScaleScope.desktop; the icon comes from the
  // installed theme, or from the copy compiled in when running from the build tree.
  ensureResources();
  QGuiApplication::setDesktopFileName("org.scalescope.ScaleScope");
  app.setWindowIcon(QIcon::fromTheme("org.scalescope.ScaleScope",
                                     QIcon(":/icons/org.scalescope.ScaleScope.svg")));
  Document document;
  MainWindow window(&document);
  for (const QString& problem : openCommandLine(*cl, &document))
    QMessageBox::warning(&window, QObject::tr("ScaleScope"), problem);
  // A session that ended without a clean exit left its unsaved work behind: offer it back.
  if (const QString recovery = Autosave::pendingRecovery(); !recovery.isEmpty()) {
    QString recoveryError;
    const auto recovered = readScenarioFile(recovery, &recoveryError);
    const auto answer =
        recovered ? QMessageBox::question(nullptr, QObject::tr("ScaleScope"),
                                          QObject::tr("ScaleScope did not shut down cleanly last "
                                                      "time. Restore the unsaved scenario?"),
                                          QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
                  : QMessageBox::No;
    if (answer == QMessageBox::Yes) {
      document.load(recovered->scenario, QString(), false);
      document.undoStack()->resetClean();  // recovered work is unsaved work
    }
    Autosave::discard();
  }
  Autosave autosave(&document);
  QHostAddress classAddress;
  quint16 classPort = 0;
  const bool onPaper = cl->classSession && cl->classListen == QLatin1String("paper");
  if (cl->classSession && !onPaper) {
    QString why;
    if (!ClassActions::parseListenSpec(cl->classListen, &classAddress, &classPort, &why)) {
      std::fprintf(stderr, "%s\n", qPrintable(why));
      return 2;
    }
  }
  window.show();
  if (!cl->lesson.isEmpty()) {
    // After the window is up, so that a resume question and presenter mode have a screen.
    QMetaObject::invokeMethod(
        &window,
        [&window, &cl, classAddress, classPort, onPaper] {
          const bool started =
              (cl->lecture.size() > 1      ? window.lessons()->startLecture(cl->lecture)
               : isLectureFile(cl->lesson) ? window.lessons()->openLecture(cl->lesson)
                                           : window.lessons()->start(cl->lesson))
                  .isEmpty();
          if (started && cl->presenter) window.lessons()->presenter()->enter();
          if (started && onPaper) {
            window.lessons()->classActions()->startOffline();
            std::printf("class session: on paper (nothing listens)\n");
            std::fflush(stdout);
          } else if (started && cl->classSession) {
            startClassSession(window.lessons(), classAddress, classPort);
          }
        },
        Qt::QueuedConnection);
  }
  return app.exec();
}
