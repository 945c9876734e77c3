// Every text the window shows can be translated (issue 29, "a translation path"; needs an X
// server for the 3D view: label xvfb). A pseudo-translator, installed before the window is
// built, answers every lookup with its source wrapped as "⟦source⟧"; the test then opens the
// real MainWindow with the shipped data (then the dialogs its menus open, with data of other
// tools loaded, and the PIM view's calibration window) and reads every widget's text, tooltip,
// status tip, placeholder, item, header, tab and dock title, every action and menu of the menu
// bar and of the widgets, and the texts on the plots (titles, axis labels, legend entries,
// text items).
//
// The rule a text must follow: what is left of it once the translated parts (⟦…⟧, nested or
// not) are taken out holds no words. What is not a word:
//   - numbers ("1e-06", "2018-11") and tokens with a digit (FP64, TOP500, P100, t₁);
//   - one letter alone, a symbol of a formula (N, S(N), α, σ);
//   - words in capitals: acronyms and the names of formats and methods (PNG, MPI, MA-SGD);
//   - the data: names from the loaded files (systems, sites, series, groups, files, units of N,
//     the tools that made them) and names and paths of files, which are the user's, not
//     ScaleScope's;
//   - parameter ids (pim.dpus: the words of files and of the command line);
//   - units (the parameter table's and the law table's: s, GB/s, cycles, samples; SI units of
//     time, bytes and Flop/s): they are not translated (issue 38: units and proper names stay
//     as they are).
// Not walked yet: the lesson pane and what app/lessons and views/lessons build (their strings
// are another engineer's work in progress), the lesson menu's and the preset menu's entries
// (the titles and descriptions of lesson and scenario files: content, translated with the
// files, issue 38), message boxes and file dialogs.
//
// First, the language at start-up (app::installTranslators): the compiled-in .qm files, the
// first shipped language of the system's list, Qt's own translations beside ScaleScope's.
//
// Last: every lookup the walk caused in a context of ScaleScope's (not Qt's own,
// "Q…") must be in resources/translations/scalescope_de.ts, or a translator could never
// translate it: a tr() that lupdate does not see (a wrong context, a class alias), model text
// shown through views::modelText but not marked with SCALESCOPE_TR_NOOP, or a .ts that was not
// updated after a string changed (`cmake --build --preset ci --target update_translations`).
#include <qcustomplot.h>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDirIterator>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSet>
#include <QSpinBox>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QTranslator>
#include <QXmlStreamReader>
#include <algorithm>
#include <mutex>

#include "app/cli/startup.h"
#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "app/imports/column_roles_dialog.h"
#include "app/imports/import_dialog.h"
#include "app/imports/network_fit_dialog.h"
#include "app/lessons/answer_text.h"
#include "app/measure/cluster_script_dialog.h"
#include "app/measure/measure_dialog.h"
#include "app/window/export_dialog.h"
#include "app/window/main_window.h"
#include "model/core/parameter_table.h"
#include "model/laws/law_table.h"
#include "model/lessons/formula.h"
#include "views/common/model_text.h"
#include "views/pim/pim_calibration_panel.h"
#include "views/pim/pim_view.h"
#include "window_driver.h"

using namespace scalescope;

namespace {

const QString kOpen = QStringLiteral("⟦"), kClose = QStringLiteral("⟧");

/// Answers every lookup with the source wrapped in ⟦…⟧ and remembers what was asked.
class PseudoTranslator : public QTranslator {
 public:
  QString translate(const char* context, const char* source, const char* disambiguation,
                    int n) const override {
    Q_UNUSED(disambiguation);
    Q_UNUSED(n);
    if (!source || !*source) return {};
    {
      const std::lock_guard lock(m_mutex);
      m_asked.insert({QString::fromUtf8(context ? context : ""), QString::fromUtf8(source)});
    }
    return kOpen + QString::fromUtf8(source) + kClose;
  }
  bool isEmpty() const override { return false; }
  QSet<QPair<QString, QString>> asked() const {
    const std::lock_guard lock(m_mutex);
    return m_asked;
  }

 private:
  mutable std::mutex m_mutex;
  mutable QSet<QPair<QString, QString>> m_asked;
};

/// `text` without its translated parts: "⟦Set %1⟧ to x" → " to x".
QString untranslatedPart(const QString& text) {
  QString out;
  int depth = 0;
  for (const QChar c : text) {
    if (c == kOpen[0]) {
      ++depth;
    } else if (c == kClose[0]) {
      depth = std::max(0, depth - 1);
    } else if (depth == 0) {
      out += c;
    }
  }
  return out;
}

/// Plain text of rich text ("<b>⟦Fit⟧</b>" → "⟦Fit⟧"); plain text as it is.
QString plain(const QString& text) {
  return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

/// The data and the units: strings a text may hold untranslated, longest first.
QStringList allowedStrings(const model::DatasetCollection& data) {
  QSet<QString> set;
  const auto add = [&](const std::string& s) {
    if (!s.empty()) set.insert(QString::fromStdString(s));
  };
  for (const auto& e : data.top500) {
    for (const std::string* s : {&e.list, &e.system, &e.site, &e.country, &e.accelerator}) add(*s);
  }
  for (const auto& e : data.hplMxp) {
    add(e.list);
    add(e.system);
  }
  for (const auto& m : data.measurements) {
    add(m.sourceName);
    set.insert(QFileInfo(QString::fromStdString(m.sourceName)).fileName());
    for (const std::string* s :
         {&m.format, &m.provenance.tool, &m.provenance.host, &m.provenance.command})
      add(*s);
    for (const auto& p : m.points)
      for (const std::string* s : {&p.label, &p.group, &p.unit}) add(*s);
  }
  for (const auto& spec : model::parameterTable()) {
    add(spec.unit);
    add(spec.id);  // ids are the files' and the command line's words, never translated
  }
  for (const char* unit : {"ns", "µs", "ms", "s", "min", "h", "B", "kB", "MB", "GB", "TB", "KiB",
                           "MiB", "GiB", "TFlop/s", "PFlop/s", "GFlop/s", "px"})
    set.insert(QString::fromUtf8(unit));
  for (const auto& law : model::lawTable())
    if (law.timeLaw)
      for (const auto& p : law.timeLaw->parameters) add(std::string(p.unit));
  // View ▸ Language names each language in itself, in every language.
  QStringList languages = app::shippedLanguages();
  languages << QLocale::system().name();
  for (const QString& code : languages) set.insert(app::languageName(code));
  QStringList list(set.begin(), set.end());
  std::sort(list.begin(), list.end(),
            [](const QString& a, const QString& b) { return a.size() > b.size(); });
  return list;
}

/// Words of `rest` that break the rule (the file's header).
QStringList wordsIn(QString rest, const QStringList& allowed) {
  static const QRegularExpression word(QStringLiteral("[\\p{L}\\p{N}_]+"));
  // The name of a file (the user's data, "top500.csv") is data too.
  static const QRegularExpression file(QStringLiteral("[\\w.-]+\\.[A-Za-z]{2,10}\\b"));
  static const QRegularExpression path(QStringLiteral("(?<![\\w.])[/~][\\w./-]+"));
  rest.replace(path, QStringLiteral(" "));
  rest.replace(file, QStringLiteral(" "));
  for (const QString& a : allowed) {
    // Only whole words of the data count: "s" (seconds) must not eat the s of "steps".
    const QRegularExpression whole(QStringLiteral("(?<![\\p{L}\\p{N}])%1(?![\\p{L}\\p{N}])")
                                       .arg(QRegularExpression::escape(a)));
    if (rest.contains(a)) rest.replace(whole, QStringLiteral(" "));
  }
  QStringList words;
  for (auto m = word.globalMatch(rest); m.hasNext();) {
    const QString w = m.next().captured();
    int letters = 0;
    bool digit = false;
    for (const QChar c : w) {
      letters += c.isLetter() ? 1 : 0;
      digit = digit || c.isDigit() || c.category() == QChar::Number_Other;  // ₁ ²
    }
    if (letters <= 1 || digit || w == w.toUpper()) continue;
    words << w;
  }
  return words;
}

/// Whether `w` is, or lies in, what the lesson rooms build (not walked yet, see the header).
bool inLessons(const QObject* o) {
  for (; o; o = o->parent()) {
    const QString cls = QString::fromLatin1(o->metaObject()->className());
    if (o->objectName() == "lessonDock" || cls.contains("Lesson") || cls.contains("Presenter") ||
        cls.endsWith("::FormulaPanel") || cls.endsWith("::GuessGauge") ||
        cls.endsWith("::ViewVeil"))
      return true;
  }
  return false;
}

/// Collects every text people can read in a window, each with where it was found.
class TextWalk {
 public:
  void add(const QString& where, const QString& text) {
    if (!text.trimmed().isEmpty()) m_texts.push_back({where, text});
  }

  void walkAction(const QString& where, QAction* a) {
    if (!a || a->isSeparator() || m_seenActions.contains(a)) return;
    m_seenActions.insert(a);
    // The lesson list and the presets: the titles and descriptions of lesson and scenario
    // files are their content, translated with them (issue 38).
    if (a->objectName().startsWith("lesson:") || a->objectName().startsWith("preset:") ||
        inLessons(a))
      return;
    const QString at = where + " ▸ " + (a->text().isEmpty() ? a->objectName() : a->text());
    add(at + " (text)", a->text());
    add(at + " (tooltip)", a->toolTip());
    add(at + " (status tip)", a->statusTip());
    add(at + " (what's this)", a->whatsThis());
    if (QMenu* menu = a->menu()) walkMenu(at, menu);
  }

  void walkMenu(const QString& where, QMenu* menu) {
    if (inLessons(menu)) return;
    add(where + " (menu title)", menu->title());
    for (QAction* a : menu->actions()) walkAction(where, a);
  }

  void walkPlot(const QString& where, QCustomPlot* plot) {
    for (QCPAxisRect* rect : plot->axisRects())
      for (QCPAxis* axis : rect->axes()) add(where + " axis", axis->label());
    for (int i = 0; i < plot->plottableCount(); ++i)
      if (plot->plottable(i)->visible()) add(where + " plottable", plot->plottable(i)->name());
    for (int i = 0; i < plot->itemCount(); ++i)
      if (auto* t = qobject_cast<QCPItemText*>(plot->item(i)); t && t->visible())
        add(where + " text item", t->text());
    for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
      if (auto* t = qobject_cast<QCPTextElement*>(e)) add(where + " title", t->text());
  }

  void walkItems(const QString& where, QAbstractItemModel* model) {
    if (!model) return;
    for (int c = 0; c < model->columnCount(); ++c) {
      add(where + " header", model->headerData(c, Qt::Horizontal).toString());
      add(where + " header tooltip",
          model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
    }
    const int rows = std::min(model->rowCount(), 200);
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < model->columnCount(); ++c) {
        const QModelIndex i = model->index(r, c);
        // A number is written by the view's delegate, in the window's form.
        const QVariant value = i.data();
        const bool number = value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Int;
        if (!number) add(where + QStringLiteral(" cell %1,%2").arg(r).arg(c), value.toString());
        add(where + QStringLiteral(" cell tooltip %1,%2").arg(r).arg(c),
            i.data(Qt::ToolTipRole).toString());
      }
  }

  void walkWidget(QWidget* w) {
    if (inLessons(w)) return;
    const QString where =
        QStringLiteral("%1 \"%2\"")
            .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName());
    if (w->isWindow() || qobject_cast<QDockWidget*>(w)) add(where + " title", w->windowTitle());
    add(where + " tooltip", w->toolTip());
    add(where + " status tip", w->statusTip());
    add(where + " what's this", w->whatsThis());
    add(where + " accessible name", w->accessibleName());
    add(where + " accessible description", w->accessibleDescription());
    if (auto* l = qobject_cast<QLabel*>(w)) add(where + " text", l->text());
    if (auto* b = qobject_cast<QAbstractButton*>(w)) add(where + " text", b->text());
    if (auto* g = qobject_cast<QGroupBox*>(w)) add(where + " title", g->title());
    if (auto* e = qobject_cast<QLineEdit*>(w)) add(where + " placeholder", e->placeholderText());
    if (auto* e = qobject_cast<QTextEdit*>(w)) {
      add(where + " placeholder", e->placeholderText());
      if (e->isReadOnly()) add(where + " text", e->toPlainText());
    }
    if (auto* e = qobject_cast<QPlainTextEdit*>(w))
      add(where + " placeholder", e->placeholderText());
    if (auto* s = qobject_cast<QAbstractSpinBox*>(w))
      add(where + " special", s->specialValueText());
    if (auto* s = qobject_cast<QSpinBox*>(w)) {
      add(where + " prefix", s->prefix());
      add(where + " suffix", s->suffix());
    }
    if (auto* s = qobject_cast<QDoubleSpinBox*>(w)) {
      add(where + " prefix", s->prefix());
      add(where + " suffix", s->suffix());
    }
    if (auto* c = qobject_cast<QComboBox*>(w))
      for (int i = 0; i < c->count(); ++i) {
        add(where + QStringLiteral(" item %1").arg(i), c->itemText(i));
        add(where + QStringLiteral(" item tooltip %1").arg(i),
            c->itemData(i, Qt::ToolTipRole).toString());
      }
    if (auto* t = qobject_cast<QTabBar*>(w))
      for (int i = 0; i < t->count(); ++i) {
        add(where + QStringLiteral(" tab %1").arg(i), t->tabText(i));
        add(where + QStringLiteral(" tab tooltip %1").arg(i), t->tabToolTip(i));
      }
    if (auto* v = qobject_cast<QAbstractItemView*>(w); v && !qobject_cast<QComboBox*>(w->parent()))
      walkItems(where, v->model());
    if (auto* plot = qobject_cast<QCustomPlot*>(w)) walkPlot(where, plot);
    if (auto* bar = qobject_cast<QMenuBar*>(w))
      for (QAction* a : bar->actions()) walkAction(where, a);
    for (QAction* a : w->actions()) walkAction(where + " action", a);
  }

  /// "where: name" of every column whose width the program fixed (not fitted to its contents,
  /// not stretched) narrower than its name: a cut header.
  QStringList cutHeaders() const { return m_cutHeaders; }

  void checkHeader(const QString& where, QHeaderView* header) {
    if (!header || header->orientation() != Qt::Horizontal || !header->isVisible()) return;
    const QFontMetrics metrics(header->font());
    const int margins = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    for (int c = 0; c < header->count(); ++c) {
      if (header->isSectionHidden(c) || header->sectionResizeMode(c) != QHeaderView::Interactive)
        continue;
      const QString name = header->model()->headerData(c, Qt::Horizontal).toString();
      if (header->sectionSize(c) < metrics.horizontalAdvance(name) + margins)
        m_cutHeaders
            << QStringLiteral("%1: \"%2\" (%3 px)").arg(where, name).arg(header->sectionSize(c));
    }
  }

  void walkDialog(QWidget* dialog) {
    walkWidget(dialog);
    for (QWidget* w : dialog->findChildren<QWidget*>()) {
      walkWidget(w);
      if (auto* header = qobject_cast<QHeaderView*>(w))
        checkHeader(QString::fromLatin1(dialog->metaObject()->className()), header);
    }
  }

  void walkWindow(QMainWindow* window) {
    walkWidget(window);
    for (QWidget* w : window->findChildren<QWidget*>()) {
      walkWidget(w);
      if (auto* header = qobject_cast<QHeaderView*>(w)) checkHeader("main window", header);
    }
    if (QMenu* popup = window->createPopupMenu()) {
      walkMenu("dock menu", popup);
      delete popup;
    }
    add("status bar", window->statusBar()->currentMessage());
  }

  /// "where: text" of every text with a decimal number in the C form ("7.2", "1.5e+06"), not
  /// part of a name, a version or an id ("v3.1", "Qt 6.4.2", "PCIe 3.0", "arXiv:2404.07164")
  /// and not a number grouped the German way ("387.872").
  /// Texts that quote a user's file as it is (`quoted`: its cells, a tool's version line) are
  /// left out.
  QStringList cNumbers(const QStringList& quoted = {}) const {
    static const QRegularExpression c(
        QStringLiteral("(?<![\\w.§/:])(?<!PCIe )[0-9]+\\.[0-9]+(e[-+]?[0-9]+)?(?![\\w.]|,[0-9])"));
    static const QRegularExpression grouped(QStringLiteral("^[0-9]{1,3}(\\.[0-9]{3})+$"));
    QStringList bad;
    const auto quotes = [&](const QString& text) {
      return std::any_of(quoted.begin(), quoted.end(),
                         [&](const QString& q) { return text == q || text.contains(q); });
    };
    for (const auto& [where, text] : m_texts)
      for (auto it = c.globalMatch(plain(text)); it.hasNext() && !quotes(text);)
        if (!grouped.match(it.next().captured()).hasMatch()) {
          bad << QStringLiteral("%1: \"%2\"").arg(where, text.left(200));
          break;
        }
    bad.removeDuplicates();
    return bad;
  }

  /// "where: text  [words]" of every text that breaks the rule.
  QStringList untranslated(const QStringList& allowed) const {
    QStringList bad;
    for (const auto& [where, text] : m_texts) {
      const QStringList words = wordsIn(untranslatedPart(plain(text)), allowed);
      if (!words.isEmpty())
        bad << QStringLiteral("%1: \"%2\"  [%3]").arg(where, text.left(160), words.join(' '));
    }
    bad.removeDuplicates();
    return bad;
  }
  qsizetype count() const { return m_texts.size(); }

 private:
  QList<QPair<QString, QString>> m_texts;
  QSet<QAction*> m_seenActions;
  QStringList m_cutHeaders;
};

/// (context, source) of every message of a .ts file.
QSet<QPair<QString, QString>> tsMessages(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  QSet<QPair<QString, QString>> out;
  QXmlStreamReader xml(&f);
  QString context;
  bool inContext = false;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) {
      if (xml.isEndElement() && xml.name() == QLatin1String("context")) inContext = false;
      continue;
    }
    if (xml.name() == QLatin1String("context")) {
      inContext = true;
      context.clear();
    } else if (xml.name() == QLatin1String("name") && inContext) {
      context = xml.readElementText();
    } else if (xml.name() == QLatin1String("source")) {
      out.insert({context, xml.readElementText()});
    }
  }
  return out;
}

/// Translation contexts of the lesson rooms (not walked yet): their classes and the contexts
/// their files name.
QSet<QString> lessonContexts() {
  QSet<QString> out;
  static const QRegularExpression cls(QStringLiteral("\\bclass\\s+(\\w+)"));
  static const QRegularExpression ctx(
      QStringLiteral("(?:translate|Q_DECLARE_TR_FUNCTIONS)\\(\\s*\"?(\\w+)"));
  for (const char* room : {"app/lessons", "views/lessons"}) {
    QDirIterator it(QStringLiteral(SCALESCOPE_SOURCE_DIR "/%1").arg(room), {"*.h", "*.cpp"});
    while (it.hasNext()) {
      QFile f(it.next());
      if (!f.open(QIODevice::ReadOnly)) continue;
      const QString text = QString::fromUtf8(f.readAll());
      for (auto m = cls.globalMatch(text); m.hasNext();) out.insert(m.next().captured(1));
      for (auto m = ctx.globalMatch(text); m.hasNext();) out.insert(m.next().captured(1));
    }
  }
  return out;
}

}  // namespace

/// The dialogs the menus open, built as the window builds them, with data of other tools
/// loaded (the import dialog's series, the network fit's latency tables), shown and walked.
struct DialogWalk {
  TextWalk walk;
  QStringList allowed;
  QString failure;
  bool walked() const {
    if (!failure.isEmpty()) qWarning().noquote() << failure;
    return failure.isEmpty();
  }
  DialogWalk() {
    const QString formats = QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/model/data/formats/");
    const QStringList files = {formats + "extrap_regions.txt", formats + "osu_latency.txt"};
    app::Document doc;
    if (const QString e = testing::loadShippedData(doc); !e.isEmpty()) {
      failure = e;
      return;
    }
    app::MainWindow window(&doc);
    if (const QString e = window.importDataFiles(files, false); !e.isEmpty()) {
      failure = e;
      return;
    }
    QList<app::ImportDialog::Source> sources;
    for (const QString& path : files) {
      app::ImportDialog::Source s;
      s.path = path;
      s.files = app::readSourceFiles(path, &s.errors, &s.warnings);
      sources << s;
    }
    QTemporaryDir dir;
    QFile csv(dir.filePath("wall.csv"));
    if (!csv.open(QIODevice::WriteOnly)) {
      failure = "cannot write " + csv.fileName();
      return;
    }
    csv.write("procs_used,wall_clock,note\n1,10,first\n2,5.5,\n4,3.1,last\n");
    csv.close();
    const auto table = app::tableNeedingColumnRoles(csv.fileName());
    if (!table) {
      failure = "no column roles asked for " + csv.fileName();
      return;
    }
    app::ExportDialog exportDialog(&window, QStringLiteral("⟦view⟧"), {"surface"});
    app::ImportDialog importDialog(sources, &window);
    app::ColumnRolesDialog columnsDialog(*table, &window);
    app::NetworkFitDialog networkDialog(&doc, &window);
    app::ClusterScriptDialog clusterDialog(&window);
    for (QWidget* d : std::initializer_list<QWidget*>{
             &exportDialog, &importDialog, &columnsDialog, &networkDialog, &clusterDialog,
             window.measureDialog(), window.pimView()->calibrationPanel()}) {
      d->show();
      QApplication::processEvents();
      walk.walkDialog(d);
      d->hide();
    }
    allowed = allowedStrings(doc.datasets());
    allowed << QFileInfo(csv.fileName()).fileName() << "procs_used"
            << "wall_clock"
            << "note"
            << "first"
            << "last";
  }
};

class TestTranslatable : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QVERIFY(m_settings.isValid());
    testing::isolateSettings(m_settings, "test_translatable");
    QCoreApplication::installTranslator(&m_translator);
  }
  void cleanupTestCase() { QCoreApplication::removeTranslator(&m_translator); }

  void theSystemLanguageChoosesTheTranslation() {
    // The translations are compiled in, one per shipped language.
    QVERIFY(QFile::exists(":/i18n/scalescope_de.qm"));
    QVERIFY(QFile::exists(":/i18n/scalescope_zh_CN.qm"));
    // The first language ScaleScope ships wins; English, the sources' language, ends the search.
    QCOMPARE(app::installTranslators({"de_DE"}), QString("de"));
    // Numbers as the texts around them write them (issue 38, item 3).
    QCOMPARE(QLocale().toString(0.05), QString("0,05"));
    if (QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + "/qtbase_de.qm"))
      QCOMPARE(QCoreApplication::translate("QShortcut", "Ctrl"), QString("Strg"));  // Qt's own
    // Numbers for people in the German form, the exponent as "e"; a name with a point stays.
    QCOMPARE(views::localNumber(7.2e-7, 'g', 2), QString("7,2e-07"));
    QCOMPARE(views::localNumber(387872, 'f', 0, true), QString("387.872"));
    QCOMPARE(views::localNumber(64.5, 'g', 3), QString("64,5"));
    QCOMPARE(views::localNumberText("7.19·10⁻⁷"), QString("7,19·10⁻⁷"));
    QCOMPARE(views::localNumberText("v3.1"), QString("v3.1"));
    QCOMPARE(views::localNumberText("mpi-pi 2.0"), QString("mpi-pi 2.0"));
    model::Scenario law;
    QCOMPARE(views::modelText(model::lawEntry(model::Law::Amdahl).curve->shortLabel(law)),
             QString("Amdahl s(1)=7,2e-07"));
    // A lesson's live values and formulas (issue 38, item 4): counts grouped the German way,
    // word units translated, symbols kept, every number of a formula line in German form.
    QCOMPARE(views::localNumberText("387,872"), QString("387.872"));
    QCOMPARE(views::localValueText({"387,872", "cores"}), std::string("387.872 Kerne"));
    QCOMPARE(views::localValueText({"82.2", "ms"}), std::string("82,2 ms"));
    QCOMPARE(views::localValueText({"19.6", "×"}), std::string("19,6×"));
    QCOMPARE(views::unitText("GFlop/s"), QString("GFlop/s"));
    QCOMPARE(views::localNumbersIn("  = 1 / (0.05 + (1 − 0.05) / 1,024) = 9.28·10⁻⁴, 20×"),
             QString("  = 1 / (0,05 + (1 − 0,05) / 1.024) = 9,28·10⁻⁴, 20×"));
    model::LessonContext context;
    context.scenario = &law;
    const auto amdahl = model::lawFormula("amdahl_speedup", context);
    QVERIFY(amdahl.ok());
    QCOMPARE(views::modelText(amdahl->title), QString("Amdahlsches Gesetz (Beschleunigung)"));
    // The model's answers as the pane, the notes and the handout show them.
    model::Question slider;
    slider.kind = model::Question::Kind::Slider;
    slider.parameter = model::Param::N;
    model::ModelAnswer answer;
    answer.value = 22;
    answer.unit = "units";
    QCOMPARE(app::answerText(slider, answer), QString("Prozessoren N = 22"));
    model::Question number;
    number.tolerance = {model::Tolerance::Kind::Absolute, 0.5};
    answer.value = 19.64;
    answer.unit = "×";
    QCOMPARE(app::answerText(number, answer), QString("19,6×"));
    QCOMPARE(app::toleranceText(number), QString("±0,5"));
    number.tolerance = {model::Tolerance::Kind::Factor, 1.5};
    QCOMPARE(app::toleranceText(number), QString("innerhalb eines Faktors 1,5"));
    // German compounds carry soft hyphens where the panel's narrow labels may break them;
    // every other text (titles, files, the search) gets them taken out.
    const auto& pattern =
        model::parameterTable()[model::paramIndex(model::Param::TimelineCommPattern)];
    QCOMPARE(views::parameterLabel(pattern, views::WordBreaks::Keep),
             QString("Kommunikations\u00admuster"));
    QCOMPARE(views::parameterLabel(pattern), QString("Kommunikationsmuster"));
    QCOMPARE(app::installTranslators({"fr_FR", "zh-Hans-CN", "zh_CN", "de"}), QString("zh_CN"));
    QCOMPARE(app::installTranslators({"en_GB", "de_DE"}), QString());
    QCOMPARE(app::installTranslators({"C"}), QString());
    QCOMPARE(QLocale().toString(0.05), QString("0.05"));
    QCOMPARE(views::localValueText({"387,872", "ms"}), std::string("387,872 ms"));
    QCOMPARE(views::localNumbersIn("= 1 / (0.05 + 1,024)"), QString("= 1 / (0.05 + 1,024)"));
    // Nothing of the earlier calls is left: the pseudo-translator answers again.
    QCOMPARE(QCoreApplication::translate("QShortcut", "Ctrl"), QString("⟦Ctrl⟧"));
  }

  // Both languages are released (issue 38): every entry of each .ts file has its translation,
  // none is a draft or a text the code no longer has (-no-obsolete), and every placeholder
  // and line break of the English text is in it. View ▸ Language offers all three.
  void everyEntryOfEveryLanguageIsFinished() {
    for (const char* language : {"de", "zh_CN"}) {
      QFile file(QStringLiteral(SCALESCOPE_SOURCE_DIR "/resources/translations/scalescope_%1.ts")
                     .arg(language));
      QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
      QXmlStreamReader xml(&file);
      QString source;
      int entries = 0;
      QStringList problems;
      while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) continue;
        if (xml.name() == u"source") source = xml.readElementText();
        if (xml.name() != u"translation") continue;
        const QString type = xml.attributes().value("type").toString();
        // A plural entry has one text per form (<numerusform>), any other one text.
        QStringList forms;
        QString text;
        while (!xml.atEnd() && !(xml.isEndElement() && xml.name() == u"translation")) {
          xml.readNext();
          if (xml.isStartElement() && xml.name() == u"numerusform")
            forms << xml.readElementText();
          else if (xml.isCharacters())
            text += xml.text();
        }
        if (forms.isEmpty()) forms << text;
        ++entries;
        static const QRegularExpression marks("%L?\\d|\n");
        QStringList want;
        for (auto m = marks.globalMatch(source); m.hasNext();) want << m.next().captured();
        want.sort();
        for (const QString& form : forms) {
          QStringList have;
          for (auto m = marks.globalMatch(form); m.hasNext();) have << m.next().captured();
          have.sort();
          if (!type.isEmpty() || form.trimmed().isEmpty() || want != have)
            problems << QString("%1 [%2]: %3").arg(source.left(60), type, form.left(40));
        }
      }
      QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
      QVERIFY2(entries > 1000, qPrintable(QString::number(entries)));
      QVERIFY2(problems.isEmpty(), qPrintable(language + (":\n" + problems.join("\n"))));
    }
    QCOMPARE(app::shippedLanguages(), (QStringList{"en", "de", "zh_CN"}));
  }

  // View ▸ Language (issue 38, item 2): the system's language or one shipped, each named in
  // itself; a choice is kept for the next start, and a restart is offered, not forced.
  void theLanguageMenuKeepsTheChoiceForTheNextStart() {
    QVERIFY(app::shippedLanguages().contains("en") && app::shippedLanguages().contains("de"));
    app::saveLanguage({});
    app::Document doc;
    app::MainWindow window(&doc);
    auto* menu = window.findChild<QMenu*>("languageMenu");
    QVERIFY(menu);
    QStringList names;
    for (QAction* a : menu->actions())
      if (!a->isSeparator()) names << a->objectName();
    QCOMPARE(names.mid(0, 3), (QStringList{"language:system", "language:en", "language:de"}));
    QVERIFY(menu->findChild<QAction*>("language:system")->isChecked());
    QCOMPARE(menu->findChild<QAction*>("language:de")->text(), QString("Deutsch"));
    menu->findChild<QAction*>("language:de")->trigger();
    QCOMPARE(app::savedLanguage(), QString("de"));
    QCOMPARE(app::wantedLanguages(app::savedLanguage()), QStringList{"de"});
    auto* box = window.findChild<QMessageBox*>("languageRestart");
    QVERIFY(box && box->isVisible());
    box->reject();  // "Later": nothing restarts
    menu->findChild<QAction*>("language:system")->trigger();
    QCOMPARE(app::savedLanguage(), QString());
    QCOMPARE(app::wantedLanguages({}), QLocale::system().uiLanguages());
  }

  void theRuleSeesAnUntranslatedText() {
    const QStringList allowed = {"Piz Daint", "GB/s", "s"};
    QCOMPARE(wordsIn(untranslatedPart("⟦Fit⟧ of ⟦a ⟦law⟧⟧"), allowed), QStringList{"of"});
    QVERIFY(
        wordsIn(untranslatedPart(plain("<b>⟦Speed-up⟧</b> S(N) = 1.5e+06")), allowed).isEmpty());
    QVERIFY(wordsIn(untranslatedPart("Piz Daint: 12 GB/s, 3 s, FP64, t₁, α, PNG, MA-SGD"), allowed)
                .isEmpty());
    QVERIFY(wordsIn(untranslatedPart("/home/me/runs/a.csv: ⟦no series⟧"), allowed).isEmpty());
    QCOMPARE(wordsIn(untranslatedPart("5 steps"), allowed), QStringList{"steps"});
  }

  void everyTextOfTheWindowIsTranslatable() {
    app::Document doc;
    QCOMPARE(testing::loadShippedData(doc), QString());
    app::MainWindow window(&doc);
    QVERIFY(testing::openShown(window, QSize(1280, 800)));
    window.refreshNow();
    QApplication::processEvents();
    TextWalk walk;
    walk.walkWindow(&window);
    QVERIFY2(walk.count() > 300, qPrintable(QString::number(walk.count())));
    const QStringList bad = walk.untranslated(allowedStrings(doc.datasets()));
    for (const QString& b : bad) qWarning().noquote() << "not translatable:" << b;
    QVERIFY2(bad.isEmpty(),
             qPrintable(QStringLiteral("%1 texts are not translatable (listed above: "
                                       "tr(), QCoreApplication::translate or the "
                                       "model's SCALESCOPE_TR_NOOP)")
                            .arg(bad.size())));
  }

  // Numbers as people write them (issue 38): in a German window every decimal the window
  // shows has a decimal comma, whichever room composed it.
  void numbersAreWrittenInTheWindowsForm() {
    QCoreApplication::removeTranslator(&m_translator);  // the German texts, not markers
    QCOMPARE(app::installTranslators({"de_DE"}), QString("de"));
    app::Document doc;
    QCOMPARE(testing::loadShippedData(doc), QString());
    app::MainWindow window(&doc);
    QVERIFY(testing::openShown(window, QSize(1280, 800)));
    window.refreshNow();
    QApplication::processEvents();
    TextWalk walk;
    walk.walkWindow(&window);
    app::installTranslators({"C"});
    QCoreApplication::installTranslator(&m_translator);
    for (const QString& c : walk.cutHeaders()) qWarning().noquote() << "cut column name:" << c;
    QVERIFY(walk.cutHeaders().isEmpty());
    const QStringList bad = walk.cNumbers();
    for (const QString& b : bad) qWarning().noquote() << "C number form:" << b;
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 texts write a number with a decimal "
                                                      "point in a German window (listed above)")
                                           .arg(bad.size())));
  }

  void everyTextOfTheDialogsIsTranslatable() {
    DialogWalk dialogs;
    QVERIFY(dialogs.walked());
    const QStringList bad = dialogs.walk.untranslated(dialogs.allowed);
    for (const QString& b : bad) qWarning().noquote() << "not translatable:" << b;
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 texts of the dialogs are not "
                                                      "translatable (listed above)")
                                           .arg(bad.size())));
  }

  // The dialogs in the German window's number form too (issue 38).
  void numbersInTheDialogsAreWrittenInTheWindowsForm() {
    QCoreApplication::removeTranslator(&m_translator);
    QCOMPARE(app::installTranslators({"de_DE"}), QString("de"));
    DialogWalk dialogs;
    app::installTranslators({"C"});
    QCoreApplication::installTranslator(&m_translator);
    QVERIFY(dialogs.walked());
    // The column roles' preview shows the file's cells as they are in the file; the import
    // dialog names the tool and version the file says it came from.
    const QStringList bad = dialogs.walk.cNumbers({"5.5", "3.1", "OSU micro-benchmarks 5.9"});
    // Longer German words: a column the program made narrow enough to cut its name (issue 38,
    // item 6; the calibration panel's "Daran angepasste Stellgrößen" was cut at 150 px).
    const QStringList cut = dialogs.walk.cutHeaders();
    for (const QString& c : cut) qWarning().noquote() << "cut column name:" << c;
    QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("%1 column names are cut").arg(cut.size())));
    for (const QString& b : bad) qWarning().noquote() << "C number form:" << b;
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 texts of the dialogs write a number "
                                                      "with a decimal point in a German window "
                                                      "(listed above)")
                                           .arg(bad.size())));
  }

  void everyLookupIsInTheTranslationFiles() {
    // After the walks above: what they asked for.
    const auto known = tsMessages(QStringLiteral(SCALESCOPE_SOURCE_DIR) +
                                  "/resources/translations/scalescope_de.ts");
    QVERIFY(known.size() > 500);
    const QSet<QString> skipped = lessonContexts();
    static const QRegularExpression qtContext(QStringLiteral("^Q[A-Z]"));
    QStringList missing;
    for (const auto& [context, source] : m_translator.asked()) {
      if (qtContext.match(context).hasMatch() || skipped.contains(context.section("::", -1)))
        continue;
      if (!known.contains({context, source}))
        missing << QStringLiteral("%1: \"%2\"").arg(context, source.left(120));
    }
    missing.sort();
    for (const QString& m : missing) qWarning().noquote() << "not in the .ts:" << m;
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("%1 texts are not in scalescope_de.ts (listed above): "
                                       "mark them for lupdate, then run `cmake --build --preset "
                                       "ci --target update_translations`")
                            .arg(missing.size())));
  }

 private:
  QTemporaryDir m_settings;
  PseudoTranslator m_translator;
};

QTEST_MAIN(TestTranslatable)
#include "test_translatable.moc"
