// Figures that survive export (issue 16, items 5 and 6), checked in the files themselves:
// the surface PNG has its text at scale 3 where it has it at scale 1; the PDF's text is
// text with every character right (pdftotext finds 1−α, 10⁰ and ·); the SVG's text is
// <text>; the default size is a report-column figure (≤ 8.5 in wide, every word ≥ 7 pt);
// plots are exported at their data's full extent with a title; the caption lists only what
// differs from the defaults.
#include <qcustomplot.h>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include "pdf_text.h"

#include "app/cli/startup.h"
#include "app/data/dataset_loader.h"
#include "app/document/presets.h"
#include "app/document/scenario_file.h"
#include "app/export/figure_export.h"
#include "app/window/view_registry.h"
#include "model/core/scenario.h"
#include "views/common/linked_view.h"
#include "views/common/plot_export.h"
#include "views/scaling/scaling_view.h"

using namespace scalescope;

namespace {

/// Near-black text ink on the white background (the surface's darkest colour, viridis
/// purple, has red 68 and blue 84; grid lines are grey 140).
bool ink(QRgb c) {
  return qRed(c) < 60 && qGreen(c) < 60 && qBlue(c) < 60;
}

model::DatasetCollection shippedData() {
  model::DatasetCollection data;
  app::loadShippedDatasets(&data);
  return data;
}

/// The default scenario's landscape with the shipped systems, as batch mode makes it: the
/// window's 3D view, headless, seen through the default camera.
struct Surface {
  std::vector<app::RegisteredView> views = app::createViews(app::ViewUse::Headless);
  views::LinkedView& view = *views.front().view;
  Surface() {
    view.setDatasets(shippedData());
    view.setScenario(model::Scenario{}, model::ParamSet::all());
  }
  std::vector<views::Figure> figures() { return view.figures(); }
};

}  // namespace

class TestExportText : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;
  Surface m_surface;
 private slots:
  void pngTextIsThereAtScaleThree() {
    app::FigureExportRequest r;
    r.directory = m_dir.filePath("png1");
    r.scale = 1;
    QCOMPARE(app::exportFigures(r, m_surface.figures(), "caption"), QStringList());
    r.directory = m_dir.filePath("png3");
    r.scale = 3;
    QCOMPARE(app::exportFigures(r, m_surface.figures(), "caption"), QStringList());
    const QImage one(m_dir.filePath("png1/surface.png")), three(m_dir.filePath("png3/surface.png"));
    QCOMPARE(three.size(), one.size() * 3);
    // Every ink pixel of the 1× figure (its text) has ink within a pixel of the same place in
    // the 3× figure; 95 % of them, for the antialiasing of glyph edges.
    int inkPixels = 0, found = 0;
    for (int y = 1; y < one.height() - 1; ++y)
      for (int x = 1; x < one.width() - 1; ++x) {
        if (!ink(one.pixel(x, y))) continue;
        ++inkPixels;
        bool hit = false;
        for (int v = 3 * y - 3; v <= 3 * y + 5 && !hit; ++v)
          for (int u = 3 * x - 3; u <= 3 * x + 5 && !hit; ++u) hit = ink(three.pixel(u, v));
        found += hit ? 1 : 0;
      }
    QVERIFY2(inkPixels > 300, qPrintable(QString::number(inkPixels)));  // the 1× text is there
    QVERIFY2(found >= 0.95 * inkPixels, qPrintable(QString("%1 of %2").arg(found).arg(inkPixels)));
  }

  void pdfAndSvgTextIsTextWithEveryCharacter() {
    app::FigureExportRequest r;
    r.directory = m_dir.filePath("vector");
    r.formats = {"pdf", "svg"};
    QCOMPARE(app::exportFigures(r, m_surface.figures(), "ScaleScope: default scenario"),
             QStringList());
    // As a reader's search sees it: words, whatever line breaks pdftotext guesses.
    const QString text = testing::withoutLigatures(
        testing::toolOutput("pdftotext", {m_dir.filePath("vector/surface.pdf"), "-"}).simplified());
    for (const char* expected : {"1−α", "10⁰", "10⁻⁹", "·", "Processors N", "Efficiency E",
                                 "Timeline model · FP64", "Amdahl", "E = 0.5", "Piz Daint"})
      QVERIFY2(text.contains(QString::fromUtf8(expected)), qPrintable(expected + (": " + text)));
    QFile svg(m_dir.filePath("vector/surface.svg"));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QString xml = QString::fromUtf8(svg.readAll());
    QVERIFY(xml.count("<text") > 20);
    // The texts as a reader of the SVG gets them (character references resolved).
    QStringList texts;
    QXmlStreamReader reader(xml);
    while (!reader.atEnd())
      if (reader.readNext() == QXmlStreamReader::StartElement && reader.name() == u"text")
        texts << reader.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
    QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    // Without white space: a run of text in another font (α) is a tspan of its own, and the
    // line breaks between tspans are the file's layout, not the figure's.
    const QString all = texts.join(QString()).remove(QRegularExpression("\\s"));
    for (const char* expected : {"Serialfraction1−α", "10⁰", "ProcessorsN", "E=0.5"})
      QVERIFY2(all.contains(QString::fromUtf8(expected)), qPrintable(expected + (": " + all)));
  }

  // Han text in a PDF reads back as typed (issue 38, item 5). With Noto Sans CJK alone,
  // pdftotext read 比 and 行 as the Kangxi radicals ⽐ and ⾏ (one glyph for both, and Qt's
  // ToUnicode map names the lower code point); WenQuanYi Micro Hei (install-deps.sh, the
  // package's Recommends) draws them apart. Fontconfig on Debian 12 ranks it before Noto in
  // the fallback; installTranslators names it for the Chinese window where a configuration
  // does not.
  void hanTextInAPdfReadsAsTyped() {
    app::installTranslators({"zh_CN"});
    QCOMPARE(QLocale().language(), QLocale::Chinese);
    const auto english = qScopeGuard([] { app::installTranslators({"C"}); });
    app::FigureExportRequest r;
    r.directory = m_dir.filePath("han");
    r.formats = {"pdf"};
    const QString caption = QString::fromUtf8("串行比例与并行效率");
    QCOMPARE(app::exportFigures(r, m_surface.figures(), caption), QStringList());
    const QString text = testing::toolOutput("pdftotext", {m_dir.filePath("han/surface.pdf"), "-"})
                             .remove(QRegularExpression("\\s"));
    QVERIFY2(text.contains(caption), qPrintable(text));
  }

  // The caption is the scenario's --set line: wrapped in as many lines as it takes, never
  // cut (issue 32: it ended at "timeline.serial_…", so --set could not reproduce it).
  void aLongCaptionIsWrappedWhole() {
    model::Scenario s;
    for (const char* set : {"n=4096", "serial_fraction=0.05", "usl.sigma=0.01", "usl.kappa=1e-05",
                            "timeline.serial_s=0.002", "timeline.precision=fp16", "pim.dpus=512",
                            "pim.algorithm=ga-sgd"})
      QCOMPARE(s.applyAssignment(set), std::string());
    const QString caption = app::scenarioCaption(s);
    QVERIFY2(caption.size() > 150, qPrintable(caption));
    app::FigureExportRequest r;
    r.directory = m_dir.filePath("caption");
    r.formats = {"pdf"};
    r.size = QSize(252, 180);  // a 3.5 in column
    r.fontPt = 8;
    QCOMPARE(app::exportFigures(r, m_surface.figures(), caption), QStringList());
    const QString text =
        testing::toolOutput("pdftotext", {m_dir.filePath("caption/surface.pdf"), "-"});
    const auto squeezed = [](QString t) { return t.remove(QRegularExpression("\\s")); };
    QVERIFY2(squeezed(text).contains(squeezed(caption)), qPrintable(caption + "\n---\n" + text));
  }

  void defaultSizeIsAReportColumnWithReadableText() {
    views::ScalingView scaling;
    scaling.setScenario(model::Scenario{});
    scaling.resize(800, 600);
    app::FigureExportRequest r;  // the defaults, as the dialog and batch mode use them
    r.directory = m_dir.filePath("column");
    r.formats = {"pdf"};
    std::vector<views::Figure> figures = m_surface.figures();
    figures.push_back(scaling.figures().front());
    QCOMPARE(app::exportFigures(r, figures, app::scenarioCaption(model::Scenario{})),
             QStringList());
    for (const char* name : {"surface.pdf", "scaling.pdf"}) {
      const QString path = m_dir.filePath(QString("column/") + name);
      const QRegularExpression page("Page size:\\s+([0-9.]+) x ([0-9.]+) pts");
      const auto m = page.match(testing::toolOutput("pdfinfo", {path}));
      QVERIFY2(m.hasMatch(), name);
      QVERIFY2(m.captured(1).toDouble() <= 8.5 * 72, qPrintable(m.captured(0)));
      // Every word of two letters or more is at least 7 pt at print size (the page's own
      // size): DejaVu Sans's box is 1.164 em high, 8.1 pt at 7 pt. Single letters and digits
      // are left out (a turned axis letter's box is its width; 10ⁿ's exponent is smaller).
      const QString boxes = testing::toolOutput("pdftotext", {"-bbox", path, "-"});
      const QRegularExpression word(
          "<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" "
          "xMax=\"([0-9.]+)\" yMax=\"([0-9.]+)\">([^<]*)</word>");
      int words = 0;
      for (auto it = word.globalMatch(boxes); it.hasNext();) {
        const auto w = it.next();
        ++words;
        const double height = w.captured(4).toDouble() - w.captured(2).toDouble();
        const double width = w.captured(3).toDouble() - w.captured(1).toDouble();
        const qsizetype letters = w.captured(5).count(QRegularExpression("\\p{L}"));
        if (letters < 2) continue;
        // Taller than wide with three letters or more: turned, its width is its height.
        QVERIFY2((height > width && letters >= 3 ? width : height) >= 7 * 1.1,
                 qPrintable(QString("%1: '%2' %3 pt high").arg(name, w.captured(5)).arg(height)));
      }
      QVERIFY2(words > 10, name);
    }
    // Slides are 16:9, posters larger than the column.
    const auto& presets = app::figureSizePresets();
    const auto slide = app::presetNamed("slide"), poster = app::presetNamed("poster"),
               column = app::presetNamed("column");
    QVERIFY(slide && poster && column);
    QCOMPARE(presets[*slide].size.width() * 9, presets[*slide].size.height() * 16);
    QVERIFY(presets[*poster].size.width() > presets[*column].size.width());
    QCOMPARE(presets[*column].size, QSize(252, 180));  // 3.5 × 2.5 in, IEEE's one column
  }

  void plotsShowTheFullExtentWithATitle() {
    views::ScalingView scaling;
    scaling.setScenario(model::Scenario{});
    scaling.resize(800, 600);
    QCustomPlot* plot = scaling.curvesPlot();
    const QString full = m_dir.filePath("full.svg"), zoomed = m_dir.filePath("zoomed.svg"),
                  reset = m_dir.filePath("reset.svg");
    const int rows = plot->plotLayout()->rowCount();
    plot->xAxis->setRange(10, 20);  // the user zoomed in
    const views::PlotExportOptions options{QSize(504, 360), 1, scaling.figures().front().title,
                                           false};
    QCOMPARE(views::exportPlot(plot, full, options), QString());
    QCOMPARE(plot->xAxis->range().lower, 10.0);  // the screen keeps the user's zoom
    QCOMPARE(plot->xAxis->range().upper, 20.0);
    views::PlotExportOptions keep = options;
    keep.keepZoom = true;
    QCOMPARE(views::exportPlot(plot, zoomed, keep), QString());
    plot->rescaleAxes();  // what R (reset zoom) shows: the data's full extent
    QCOMPARE(views::exportPlot(plot, reset, keep), QString());
    // The texts of the figure in order: its title, tick labels, axis titles and legend. The
    // positions may differ by a few pixels (an axis' margin follows the tick labels of the
    // layout before), what the figure shows may not.
    const auto read = [](const QString& path) {
      QFile f(path);
      if (!f.open(QIODevice::ReadOnly)) return QString();
      QStringList texts;
      QXmlStreamReader reader(f.readAll());
      while (!reader.atEnd())
        if (reader.readNext() == QXmlStreamReader::StartElement && reader.name() == u"text")
          texts << reader.readElementText(QXmlStreamReader::IncludeChildElements);
      return texts.join('|');
    };
    QCOMPARE(read(full), read(reset));
    QVERIFY(read(full) != read(zoomed));
    // The tab has a title of its own, which the figure keeps (a plot without one gets the
    // figure's); nothing is added and left behind in the on-screen layout.
    QVERIFY(read(full).contains("Predicted vs measured speed-up"));
    QVERIFY(!read(full).contains("Scaling laws against N"));
    QCOMPARE(plot->plotLayout()->rowCount(), rows);
  }

  void captionListsOnlyWhatDiffers() {
    QCOMPARE(app::scenarioCaption(model::Scenario{}), QString("ScaleScope: default scenario"));
    // The defaults read back from the default preset and from a saved file are the defaults.
    QString error;
    const auto preset = app::loadPreset("default", &error);
    QVERIFY2(preset, qPrintable(error));
    QCOMPARE(app::scenarioCaption(preset->scenario), QString("ScaleScope: default scenario"));
    app::ScenarioFile file;
    const auto back =
        app::parseScenarioJson(app::scenarioToJson(file, m_dir.path()), "x", m_dir.path(), &error);
    QVERIFY(back);
    QCOMPARE(app::scenarioCaption(back->scenario), QString("ScaleScope: default scenario"));
    const auto classroom = app::loadPreset("amdahl-classroom", &error);
    QVERIFY(classroom);
    const QString caption = app::scenarioCaption(classroom->scenario);
    QVERIFY2(caption.contains("n=64") && caption.contains("serial_fraction=0.05") &&
                 !caption.contains("usl.kappa=1e-13"),
             qPrintable(caption));
  }
};

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  TestExportText test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_export_text.moc"
