// Every built-in lesson in presenter mode as a class sees it (issue 31): on 1280×720, 1366×768
// and 1920×1080 screens, each an Xvfb of its own with a window manager (openbox), so that full
// screen and focus behave as on a desktop. Each lesson is walked twice, answering every
// question wrong, then right, and after every step and every answer the test checks that the
// window keeps the screen's size (and what it shows fits it), Back/Next and the verdict are inside
// it, the step's views take at least half of the screen, nothing in the lesson pane is clipped, no
// readout of the asked quantity is visible before the answer (every text of the window, plot items
// included, outside the veils), and the prompt carries the step's values.
//
// Run without arguments, the test starts the servers (loopback only: -nolisten tcp, a display
// of its own) and runs itself once per screen with --screen WxH; the servers are stopped when
// the run ends, also on failure. SCALESCOPE_STAGE_SHOTS=DIR saves a screenshot of every step;
// SCALESCOPE_STAGE_SCREENS=1280x720,… runs other sizes. Every lesson is walked once more in
// German and in Chinese on the 1280×720 screen, answered wrong (the verdict and the
// explanation shown), with the same checks (issue 38: German words are longer, and a German
// step once took the window out of full screen); SCALESCOPE_STAGE_LANGUAGES=de,… chooses the
// languages, empty for none.
#include <qcustomplot.h>
#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QThread>
#include <QWindow>
#include <cmath>
#include <memory>

#include "../window/clipping.h"
#include "app/cli/startup.h"
#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "app/lessons/answer_text.h"
#include "app/lessons/lesson_actions.h"
#include "app/lessons/lesson_library.h"
#include "app/lessons/lesson_runner.h"
#include "app/lessons/presenter_mode.h"
#include "app/window/main_window.h"
#include "event_wait.h"
#include "model/core/parameter_table.h"
#include "model/lessons/lesson_text.h"
#include "model/lessons/quantities.h"
#include "views/common/linked_view.h"
#include "views/common/model_text.h"
#include "views/lessons/lesson_pane.h"
#include "views/lessons/live_gauge.h"
#include "views/lessons/view_veil.h"
#include "views/surface/vtk_host.h"

using namespace scalescope;

namespace {

QSize g_screen;
/// The walks of every lesson this run takes (a run in another language takes one).
QStringList g_walks{"wrong", "right", "unanswered"};

/// Whether a veil covers `w`: a covering veil is a child of `w` or of one of its ancestors.
bool covered(const QWidget* w) {
  for (const QWidget* p = w; p; p = p->parentWidget())
    for (const auto* veil : p->findChildren<views::ViewVeil*>(Qt::FindDirectChildrenOnly))
      if (veil->covering()) return true;
  return false;
}

/// Every text a student can read in `top` outside the veils: labels, buttons, fields and, in
/// the plots, titles, axis labels, legends and text items.
QStringList visibleTexts(QWidget* top) {
  QStringList out;
  for (QWidget* w : top->findChildren<QWidget*>()) {
    if (!w->isVisible() || covered(w)) continue;
    if (auto* l = qobject_cast<QLabel*>(w)) out << l->text();
    if (auto* b = qobject_cast<QAbstractButton*>(w)) out << b->text();
    if (auto* e = qobject_cast<QLineEdit*>(w)) out << e->text();
    if (auto* plot = qobject_cast<QCustomPlot*>(w)) {
      for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* t = qobject_cast<QCPItemText*>(plot->item(i)); t && t->visible())
          out << t->text();
      for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes()) out << axis->label();
      for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto* t = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i)))
          out << t->text();
      if (plot->legend && plot->legend->visible())
        for (int i = 0; i < plot->legend->itemCount(); ++i)
          if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i)))
            out << item->plottable()->name();
    }
  }
  return out;
}

/// What would give a number's answer away: the model's text ("19.6×") and, when it has three
/// digits or more, its number alone ("2.09·10⁻⁶", "0.469").
QStringList needles(const QString& answer) {
  QStringList out{answer};
  static const QRegularExpression number(QStringLiteral("^[0-9][0-9.,·⁻⁰¹²³⁴⁵⁶⁷⁸⁹]*"));
  const QString n = number.match(answer).captured(0);
  int digits = 0;
  for (QChar c : n) digits += c.isDigit() ? 1 : 0;
  if (digits >= 3) out << n;
  return out;
}

QRect globalRect(const QWidget* w) {
  return QRect(w->mapToGlobal(QPoint(0, 0)), w->size());
}

}  // namespace

class TestPresenterStage : public QObject {
  Q_OBJECT

  std::unique_ptr<app::Document> m_doc;
  std::unique_ptr<app::MainWindow> m_window;
  QStringList m_problems;
  int m_shot = 0;

  app::LessonActions* lessons() { return m_window->lessons(); }
  views::LessonPane* pane() { return lessons()->pane(); }

  void problem(const QString& where, const QString& what) {
    m_problems << QStringLiteral("%1×%2 %3: %4")
                      .arg(g_screen.width())
                      .arg(g_screen.height())
                      .arg(where, what);
  }

  /// Where the window is and what asks for its size: the window's minimum and that of the
  /// central widget and each shown dock.
  QString windowText() const {
    const QRect f = m_window->frameGeometry();
    QString text = QStringLiteral("window %1,%2 %3×%4 (full screen: %5), minimum %6×%7")
                       .arg(f.x())
                       .arg(f.y())
                       .arg(f.width())
                       .arg(f.height())
                       .arg(m_window->isFullScreen())
                       .arg(m_window->minimumSizeHint().width())
                       .arg(m_window->minimumSizeHint().height());
    QList<QWidget*> parts{m_window->centralWidget()};
    for (QDockWidget* d : m_window->findChildren<QDockWidget*>())
      if (d->isVisible()) parts << d;
    for (QWidget* w : parts)
      text += QStringLiteral("; %1 minimum %2×%3 at %4×%5")
                  .arg(w->objectName())
                  .arg(w->minimumSizeHint().width())
                  .arg(w->minimumSizeHint().height())
                  .arg(w->width())
                  .arg(w->height());
    return text;
  }

  /// Waits until the window covers the screen. A window manager busy beside other tests may
  /// take long, so the wait is long; but a window that stays elsewhere for five seconds will
  /// not come (its minimum size is larger than the screen, or full screen was refused): it
  /// fails then, not at the end of the long wait (a German walk lost ten minutes so).
  bool takesTheScreen() {
    QElapsedTimer total, still;
    total.start();
    still.start();
    QRect last = m_window->frameGeometry();
    while (total.elapsed() < testing::kEventTimeoutMs) {
      if (m_window->frameGeometry() == m_window->screen()->geometry()) return true;
      QTest::qWait(50);
      if (m_window->frameGeometry() != last) {
        last = m_window->frameGeometry();
        still.restart();
      } else if (still.elapsed() > 5000) {
        return false;
      }
    }
    return false;
  }

  void settle() {
    lessons()->runner()->finishAnimation();
    for (int i = 0; i < 5; ++i) {
      QApplication::processEvents();
      QTest::qWait(20);
    }
  }

  /// The checks of every moment: the stage holds, the pane is readable, the views are large.
  void checkStage(const QString& where) {
    const QRect screen = m_window->screen()->geometry();
    if (m_window->frameGeometry() != screen || !m_window->isFullScreen())
      problem(where, windowText());
    // Presenter mode keeps the window's own minimum from growing (a step's passing layout
    // would make it leave full screen); what the step shows must fit the screen all the same.
    if (const QSize need = m_window->layout()->totalMinimumSize();
        need.width() > screen.width() || need.height() > screen.height())
      problem(where, QStringLiteral("the content needs %1×%2: %3")
                         .arg(need.width())
                         .arg(need.height())
                         .arg(windowText()));
    for (QWidget* w :
         {static_cast<QWidget*>(pane()->backButton()), static_cast<QWidget*>(pane()->nextButton())})
      if (!w->isVisible() || !screen.contains(globalRect(w)))
        problem(where, w->objectName() + " not inside the screen");
    for (const QString& p : testing::clippedIn(pane())) problem(where, p);
    // The parameters never scroll sideways: that cut the labels' first letters (German, Amdahl's
    // wall, step 5: "ozessoren", "erieller Anteil").
    if (auto* dock = m_window->findChild<QDockWidget*>("parametersDock"); dock && dock->isVisible())
      for (QScrollArea* scroll : dock->findChildren<QScrollArea*>())
        if (scroll->isVisible() && scroll->horizontalScrollBar()->maximum() > 0)
          problem(where, QStringLiteral("the parameters scroll sideways by %1 px")
                             .arg(scroll->horizontalScrollBar()->maximum()));
    // The step's views (the one it maximises, else those it names; all when it names none):
    // the union of their rectangles on the screen. All views shown counted the Timeline's
    // strip of a step about the Timeline beside three large views it does not name.
    const model::LessonStep& step = lessons()->runner()->step();
    std::vector<model::LessonView> named = step.views;
    if (step.maximise) named = {*step.maximise};
    const auto isNamed = [&](const views::LinkedView* v) {
      if (named.empty()) return true;
      for (model::LessonView n : named)
        if (model::viewArea(n) == v->area()) return true;
      return false;
    };
    QRegion shown;
    for (views::LinkedView* v : m_window->views())
      if (v->widget()->isVisible() && isNamed(v))
        shown += globalRect(v->widget()).intersected(screen);
    qint64 area = 0;
    for (const QRect& r : shown) area += qint64(r.width()) * r.height();
    // A 3D view draws over the whole of its place: VTK's frames have the host's size. A native
    // window hidden under a veil while the step changed the layout drew its old size once
    // shown again (a 253-px surface beside 414 px of black) until something asked for a frame.
    for (views::LinkedView* v : m_window->views()) {
      QList<views::VtkHost*> hosts = v->widget()->findChildren<views::VtkHost*>();
      if (auto* self = qobject_cast<views::VtkHost*>(v->widget())) hosts << self;
      for (views::VtkHost* host : hosts) {
        if (!host->isVisible() || covered(host)) continue;
        const QSize want = host->size() * host->devicePixelRatioF();
        if (!QTest::qWaitFor([&] { return host->frameSize() == want; }, 2000))
          problem(where, QStringLiteral("%1 draws %2×%3 px of its %4×%5")
                             .arg(v->title())
                             .arg(host->frameSize().width())
                             .arg(host->frameSize().height())
                             .arg(want.width())
                             .arg(want.height()));
      }
    }
    if (area * 2 < qint64(screen.width()) * screen.height())
      problem(where,
              QStringLiteral("the views take %1 % of the screen")
                  .arg(100.0 * area / (double(screen.width()) * screen.height()), 0, 'f', 0));
    shoot(where);
  }

  /// With SCALESCOPE_STAGE_SHOTS=DIR, the screen as a PNG in DIR, named for `where`.
  void shoot(const QString& where) {
    if (!qEnvironmentVariableIsEmpty("SCALESCOPE_STAGE_SHOTS")) {
      const QString dir = qEnvironmentVariable("SCALESCOPE_STAGE_SHOTS");
      QDir().mkpath(dir);
      QString name = where;
      name.replace(QRegularExpression("[^A-Za-z0-9-]+"), "_");
      m_window->screen()->grabWindow(0).save(QStringLiteral("%1/%2x%3-%4-%5.png")
                                                 .arg(dir)
                                                 .arg(g_screen.width())
                                                 .arg(g_screen.height())
                                                 .arg(++m_shot, 3, 10, QChar('0'))
                                                 .arg(name));
    }
  }

  /// Before the answer: the prompt has the step's values and nothing shows the answer.
  void checkQuestion(const QString& where, const model::Lesson& lesson, int index) {
    const app::LessonRunner* runner = lessons()->runner();
    const auto at = static_cast<std::size_t>(index);
    const model::Question& q = *lesson.steps[at].question;
    const model::DatasetCollection& data = m_doc->datasets();
    const model::Scenario scenario = model::stepScenario(lesson, at, &data);
    const QString prompt = QString::fromStdString(model::interpolate(
        q.prompt, model::stepContext(lesson, at, scenario, &data), views::localValueText));
    auto* label = pane()->findChild<QLabel*>("lessonPrompt");
    if (!label || !label->isVisible() || label->text() != "<b>" + prompt.toHtmlEscaped() + "</b>")
      problem(where,
              "prompt '" + (label ? label->text() : QString()) + "', expected '" + prompt + "'");
    if (q.kind != model::Question::Kind::Number || !runner->answer()) return;
    const QStringList texts = visibleTexts(m_window.get());
    for (const QString& needle : needles(app::answerText(q, *runner->answer())))
      for (const QString& t : texts)
        if (t.contains(needle))
          problem(where,
                  QStringLiteral("'%1' readable before the answer: '%2'").arg(needle, t.left(120)));
  }

  /// Answers the current step's question right or wrong, through the pane as a student does.
  void answer(const model::Question& q, bool right) {
    app::LessonRunner* runner = lessons()->runner();
    const model::ModelAnswer a = *runner->answer();
    switch (q.kind) {
      case model::Question::Kind::Number: {
        const double v = right ? a.value : (a.value == 0 ? 1.0 : a.value * 1000);
        pane()->numberField()->setText(QString::number(v, 'g', 17));
        pane()->submitButton()->click();
        break;
      }
      case model::Question::Kind::Choice: {
        const int n = static_cast<int>(q.options.size());
        const int want = static_cast<int>(*a.option);
        const int pick = right ? want : (want + 1) % n;
        pane()->choices()->button(pick)->click();
        pane()->submitButton()->click();
        break;
      }
      case model::Question::Kind::Slider: {
        // Wrong: the parameter dragged to the far end of its range. Right: its value typed
        // in the pane's field, as a class does where a slider has too little resolution.
        const model::ParameterSpec& spec = model::parameterSpec(q.parameter);
        const double wrong = std::abs(spec.minimum - a.value) > std::abs(spec.maximum - a.value)
                                 ? spec.minimum
                                 : spec.maximum;
        if (right) {
          pane()->sliderField()->clear();
          QTest::keyClicks(pane()->sliderField(), QString::number(a.value, 'g', 6));
        } else {
          m_doc->set(q.parameter, wrong);
        }
        pane()->submitButton()->click();
        break;
      }
    }
  }

 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScaleScopeTest");
    QCoreApplication::setApplicationName("test_presenter_stage");
    QCOMPARE(QApplication::primaryScreen()->geometry().size(), g_screen);
    m_doc = std::make_unique<app::Document>();
    model::DatasetCollection data;  // the shipped data, as the app loads it at start
    QCOMPARE(app::loadShippedDatasets(&data), QString());
    m_doc->setDatasets(data);
    m_window = std::make_unique<app::MainWindow>(m_doc.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get(), testing::kEventTimeoutMs));
    lessons()->setInteractive(false);
  }

  void everyLessonHoldsTheStage_data() {
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("walk");
    const app::LessonLibrary library;  // outlives the loop: lessons() refers into it
    for (const app::LessonEntry& e : library.lessons()) {
      if (e.origin != app::LessonEntry::Origin::BuiltIn) continue;
      const QString name = QString::fromStdString(e.lesson.name);
      // Answered wrong, answered right, and stepped through as a teacher who skips the
      // questions (their views stay veiled while the layout changes under them).
      for (const QString& walk : g_walks)
        QTest::newRow(qPrintable(name + ' ' + walk)) << name << walk;
    }
  }
  void everyLessonHoldsTheStage() {
    QFETCH(QString, lesson);
    QFETCH(QString, walk);
    const bool right = walk == "right";
    m_problems.clear();
    QCOMPARE(lessons()->start(lesson, false), QString());
    if (!lessons()->presenter()->active()) lessons()->presenterAction()->trigger();
    QVERIFY(lessons()->presenter()->active());
    QVERIFY2(takesTheScreen(), qPrintable(lesson + ": " + windowText()));
    app::LessonRunner* runner = lessons()->runner();
    const model::Lesson& l = runner->lesson();
    for (int i = 0; i < runner->stepCount(); ++i) {
      if (i > 0) pane()->nextButton()->click();
      settle();
      QCOMPARE(runner->stepIndex(), i);
      const QString where = QStringLiteral("%1 step %2 (%3)").arg(lesson).arg(i + 1).arg(walk);
      checkStage(where);
      if (!l.steps[static_cast<std::size_t>(i)].question) continue;
      checkQuestion(where, l, i);
      if (walk == "unanswered") continue;
      QVERIFY2(runner->answer(), qPrintable(where + ": " + runner->answerError()));
      const model::Question& q = *l.steps[static_cast<std::size_t>(i)].question;
      if (q.kind == model::Question::Kind::Slider) {
        // The live gauge: at the model's crossing the hidden quantity equals the threshold,
        // which the bar marks at its middle.
        const double before = m_doc->scenario().get(q.parameter);
        m_doc->set(q.parameter, runner->answer()->value);
        settle();
        if (!pane()->liveGauge()->isVisible() || std::abs(pane()->liveGauge()->fill() - 0.5) > 0.02)
          problem(where, QStringLiteral("live gauge at %1 where the quantity crosses")
                             .arg(pane()->liveGauge()->fill()));
        m_doc->set(q.parameter, before);
        settle();
      }
      answer(q, right);
      settle();
      QVERIFY2(runner->answered(), qPrintable(where + ": not answered"));
      QCOMPARE(runner->record(i).attempt->correct, right);
      checkStage(where + " answered");
      // The answer marked on a figure speaks the window's number form, as the pane does: in
      // German the roofline's mark read "Modell: 34.6 op/B" beside a pane's "34,6 op/B".
      if (const auto model = runner->answer(); model && q.kind != model::Question::Kind::Choice) {
        const QString cForm = QString::fromStdString(model->text);
        if (app::valueText(model->value, model->unit) != cForm)
          for (QCustomPlot* plot : m_window->findChildren<QCustomPlot*>())
            for (int k = 0; plot->isVisible() && k < plot->itemCount(); ++k)
              if (auto* t = qobject_cast<QCPItemText*>(plot->item(k));
                  t && t->text().contains(cForm))
                problem(where, QStringLiteral("a mark writes the C form: %1").arg(t->text()));
      }
      QLabel* verdict = pane()->verdictLabel();
      pane()->body()->ensureWidgetVisible(verdict);
      QApplication::processEvents();
      if (!verdict->isVisible() ||
          !globalRect(pane()->body()->viewport()).intersects(globalRect(verdict)))
        problem(where, "the verdict is not shown");
      // The veils fade out in kFadeMs; a loaded machine (the sanitizer build beside another
      // test) draws the fade's frames late, so wait for the end, not for a fixed time.
      const auto anyVeiled = [&] {
        for (views::LinkedView* v : m_window->views())
          if (v->widget()->isVisible() && covered(v->widget())) return true;
        return false;
      };
      (void)QTest::qWaitFor([&] { return !anyVeiled(); }, views::ViewVeil::kFadeMs + 5000);
      for (views::LinkedView* v : m_window->views())
        if (v->widget()->isVisible() && covered(v->widget()))
          problem(where, v->title() + " still veiled after the answer");
      if (!qEnvironmentVariableIsEmpty("SCALESCOPE_STAGE_SHOTS")) {
        QTest::qWait(300);  // the last frame of the fade drawn
        shoot(where + " shown");
      }
    }
    QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join('\n')));
  }

  void cleanupTestCase() {
    if (lessons()->presenter()->active()) lessons()->presenterAction()->trigger();
    m_window.reset();
    m_doc.reset();
  }
};

namespace {

/// Stops a process on every way out of the scope.
struct Stopper {
  QProcess* process;
  ~Stopper() {
    if (process->state() == QProcess::NotRunning) return;
    process->terminate();
    if (!process->waitForFinished(5000)) process->kill();
    process->waitForFinished(5000);
  }
};

/// Runs this test on an Xvfb of `size` with openbox (in `language`, "" for English); its exit
/// code.
int runOnScreen(const QString& self, QSize size, const QString& language,
                const QStringList& testArgs) {
  // -displayfd: Xvfb takes the first free display number itself and writes it once it
  // accepts connections, so a server started beside it (tests/tools/own_display.sh) cannot
  // take the same number.
  QProcess xvfb;
  xvfb.setProcessChannelMode(QProcess::ForwardedErrorChannel);
  xvfb.start("Xvfb", {"-displayfd", "1", "-screen", "0",
                      QStringLiteral("%1x%2x24").arg(size.width()).arg(size.height()), "-nolisten",
                      "tcp", "-nolisten", "unix-abstract"});
  Stopper stopX{&xvfb};
  while (!xvfb.canReadLine() && xvfb.waitForReadyRead(10000)) {
  }
  bool ok = false;
  const int display = QString::fromLatin1(xvfb.readLine()).trimmed().toInt(&ok);
  if (!ok) {
    qWarning("Xvfb did not start");
    return 1;
  }
  const QString name = QStringLiteral(":%1").arg(display);
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert("DISPLAY", name);
  env.insert("QT_QPA_PLATFORM", "xcb");
  QProcess wm;
  wm.setProcessEnvironment(env);
  wm.start("openbox", {"--sm-disable"});
  Stopper stopWm{&wm};
  if (!wm.waitForStarted(10000)) {
    qWarning("openbox did not start");
    return 1;
  }
  QThread::msleep(500);  // the window manager takes the screen before the first window maps
  QProcess test;
  test.setProcessEnvironment(env);
  test.setProcessChannelMode(QProcess::ForwardedChannels);
  QStringList own{"--screen", QStringLiteral("%1x%2").arg(size.width()).arg(size.height())};
  if (!language.isEmpty()) own << "--lang" << language;
  test.start(self, own + testArgs);
  Stopper stopTest{&test};
  if (!test.waitForFinished(-1)) return 1;
  return test.exitStatus() == QProcess::NormalExit ? test.exitCode() : 1;
}

}  // namespace

int main(int argc, char** argv) {
  QStringList args;
  for (int i = 0; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);
  const int at = args.indexOf("--screen");
  if (at < 0) {
    // The parent: one run per screen size (SCALESCOPE_STAGE_SCREENS=WxH,… chooses others: the
    // sanitizer stage runs one, since a memory error does not depend on the screen).
    const QStringList testArgs = args.mid(1);
    QList<QSize> sizes;
    const QString chosen = qEnvironmentVariable("SCALESCOPE_STAGE_SCREENS",
                                                QStringLiteral("1280x720,1366x768,1920x1080"));
    for (const QString& s : chosen.split(',', Qt::SkipEmptyParts)) {
      const QStringList wh = s.split('x');
      sizes << QSize(wh.value(0).toInt(), wh.value(1).toInt());
    }
    int failed = 0;
    for (QSize size : sizes) {
      const int code = runOnScreen(args[0], size, {}, testArgs);
      if (code != 0) ++failed;
      qInfo("%dx%d: %s", size.width(), size.height(), code == 0 ? "passed" : "FAILED");
    }
    // The other languages on the smallest screen, where longer words run out of room first.
    const QString languages =
        qEnvironmentVariable("SCALESCOPE_STAGE_LANGUAGES", QStringLiteral("de,zh_CN"));
    for (const QString& language : languages.split(',', Qt::SkipEmptyParts)) {
      const int code = runOnScreen(args[0], QSize(1280, 720), language, testArgs);
      if (code != 0) ++failed;
      qInfo("1280x720 %s: %s", qPrintable(language), code == 0 ? "passed" : "FAILED");
    }
    return failed;
  }
  const QStringList size = args.value(at + 1).split('x');
  g_screen = QSize(size.value(0).toInt(), size.value(1).toInt());
  args.remove(at, 2);
  QString language;
  if (const int l = args.indexOf("--lang"); l >= 0) {
    language = args.value(l + 1);
    args.remove(l, 2);
    g_walks = {"wrong"};
  }
  views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  if (!language.isEmpty() && app::installTranslators({language}) != language) {
    qWarning("no translation for %s", qPrintable(language));
    return 1;
  }
  TestPresenterStage test;
  return QTest::qExec(&test, args);
}

#include "test_presenter_stage.moc"
