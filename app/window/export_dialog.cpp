#include "app/window/export_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <algorithm>

namespace scalescope::app {

ExportDialog::ExportDialog(QWidget* parent, const QString& currentName,
                           const QStringList& currentStems)
    : QDialog(parent),
      m_folder(new QLineEdit),
      m_png(new QCheckBox("PNG")),
      m_pdf(new QCheckBox("PDF")),
      m_svg(new QCheckBox("SVG")),
      m_csv(new QCheckBox(tr("CSV (the numbers)"))),
      m_width(new QDoubleSpinBox),
      m_height(new QDoubleSpinBox),
      m_unit(new QComboBox),
      m_fontPt(new QDoubleSpinBox),
      m_dpi(new QSpinBox),
      m_annotations(new QCheckBox(tr("Title and notes in the figure"))),
      m_white(new QCheckBox(tr("White background (print)"))),
      m_which(new QComboBox),
      m_preset(new QComboBox),
      m_keepZoom(new QCheckBox(tr("Keep the on-screen zoom of the plots"))),
      m_currentStems(currentStems) {
  setWindowTitle(tr("Export figures"));
  setObjectName("exportDialog");
  m_which->setObjectName("exportWhich");
  m_preset->setObjectName("exportSizePreset");
  m_keepZoom->setObjectName("exportKeepZoom");
  m_folder->setObjectName("exportFolder");
  m_which->addItem(tr("All figures (%1)").arg("surface, scaling…, pim…"));
  if (!currentStems.isEmpty())
    m_which->addItem(tr("Current view: %1 (%2)").arg(currentName, currentStems.join(", ")));
  QSettings s;
  m_folder->setText(s.value("export/folder", QDir::homePath() + "/scalescope-figures").toString());
  const QStringList formats = s.value("export/formats", QStringList{"png", "pdf"}).toStringList();
  m_png->setChecked(formats.contains("png"));
  m_pdf->setChecked(formats.contains("pdf"));
  m_svg->setChecked(formats.contains("svg"));
  m_csv->setChecked(formats.contains("csv"));
  m_width->setObjectName("exportWidth");
  m_height->setObjectName("exportHeight");
  m_unit->setObjectName("exportUnit");
  m_fontPt->setObjectName("exportFontPt");
  m_dpi->setObjectName("exportDpi");
  m_annotations->setObjectName("exportAnnotations");
  for (LengthUnit u : kLengthUnits) m_unit->addItem(unitName(u));
  for (const FigureSizePreset& p : figureSizePresets()) m_preset->addItem(p.name());
  m_preset->addItem(tr("Custom"));
  const FigureSizePreset& column = figureSizePresets().front();
  m_shownUnit = static_cast<LengthUnit>(
      std::clamp(s.value("export/unit", static_cast<int>(column.unit)).toInt(), 0, 3));
  m_unit->setCurrentIndex(static_cast<int>(m_shownUnit));
  m_fontPt->setRange(4, 72);
  m_fontPt->setDecimals(1);
  m_fontPt->setSingleStep(0.5);
  m_fontPt->setSuffix(" " + unitName(LengthUnit::Point));
  m_fontPt->setValue(s.value("export/font_pt", column.fontPt).toDouble());
  m_fontPt->setToolTip(
      tr("The tick labels' size on the page; titles, legends and notes keep "
         "their proportion to it and are never smaller than 7 pt"));
  m_dpi->setRange(72, 1200);
  m_dpi->setSuffix(tr(" dpi"));
  m_dpi->setValue(s.value("export/dpi", qRound(72 * column.scale)).toInt());
  m_dpi->setToolTip(
      tr("PNG resolution: pixels per inch of the page (300 dpi for print). PDF "
         "and SVG are vector."));
  m_annotations->setChecked(s.value("export/annotations", column.annotations).toBool());
  m_annotations->setToolTip(
      tr("Off for a paper: the caption under the figure says what the "
         "title and notes would"));
  showSize(QSize(s.value("export/width_pt", column.size.width()).toInt(),
                 s.value("export/height_pt", column.size.height()).toInt()));
  const auto matchPreset = [this] {
    const QSignalBlocker block(m_preset);
    m_preset->setCurrentIndex(presetOf(sizePoints()).value_or(figureSizePresets().size()));
  };
  connect(m_preset, &QComboBox::activated, this, [this](int i) {
    if (i >= figureSizePresets().size()) return;
    const FigureSizePreset& p = figureSizePresets()[i];
    m_unit->setCurrentIndex(static_cast<int>(p.unit));  // converts the boxes
    showSize(p.size);
    m_dpi->setValue(qRound(72 * p.scale));
    m_fontPt->setValue(p.fontPt);
    m_annotations->setChecked(p.annotations);
  });
  connect(m_unit, &QComboBox::currentIndexChanged, this, [this](int i) {
    const QSize points = sizePoints();
    m_shownUnit = kLengthUnits[std::clamp(i, 0, 3)];
    showSize(points);
  });
  connect(m_width, &QDoubleSpinBox::valueChanged, this, matchPreset);
  connect(m_height, &QDoubleSpinBox::valueChanged, this, matchPreset);
  m_width->setToolTip(tr("The figure's size on the page; PNG pixels are this times the dpi"));
  m_height->setToolTip(m_width->toolTip());
  m_keepZoom->setToolTip(tr("Off: every plot shows its data's full extent"));
  m_white->setChecked(s.value("export/white", true).toBool());
  matchPreset();

  auto* browse = new QPushButton(tr("Browse…"));
  connect(browse, &QPushButton::clicked, this, [this] {
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Export folder"), m_folder->text());
    if (!dir.isEmpty()) m_folder->setText(dir);
  });
  auto* folderRow = new QHBoxLayout;
  folderRow->addWidget(m_folder, 1);
  folderRow->addWidget(browse);
  auto* formatsRow = new QHBoxLayout;
  for (QCheckBox* c : {m_png, m_pdf, m_svg, m_csv}) formatsRow->addWidget(c);
  auto* sizeRow = new QHBoxLayout;
  sizeRow->addWidget(m_width);
  sizeRow->addWidget(new QLabel("×"));
  sizeRow->addWidget(m_height);
  sizeRow->addWidget(m_unit);

  auto* form = new QFormLayout;
  form->addRow(tr("Figures"), m_which);
  form->addRow(tr("Folder"), folderRow);
  form->addRow(tr("Formats"), formatsRow);
  form->addRow(tr("Size for"), m_preset);
  form->addRow(tr("Size"), sizeRow);
  form->addRow(tr("Text"), m_fontPt);
  form->addRow(tr("PNG resolution"), m_dpi);
  form->addRow(QString(), m_annotations);
  form->addRow(QString(), m_white);
  form->addRow(QString(), m_keepZoom);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(buttons);
}

FigureExportRequest ExportDialog::request() const {
  FigureExportRequest r;
  r.directory = m_folder->text();
  r.formats.clear();
  if (m_png->isChecked()) r.formats << "png";
  if (m_pdf->isChecked()) r.formats << "pdf";
  if (m_svg->isChecked()) r.formats << "svg";
  r.size = sizePoints();
  r.scale = m_dpi->value() / 72.0;
  r.fontPt = m_fontPt->value();
  r.annotations = m_annotations->isChecked();
  r.lightBackground = m_white->isChecked();
  r.keepZoom = m_keepZoom->isChecked();
  if (m_which->currentIndex() == 1) r.figures = m_currentStems;
  return r;
}

QSize ExportDialog::sizePoints() const {
  const double k = pointsPer(m_shownUnit);
  return QSize(qRound(m_width->value() * k), qRound(m_height->value() * k));
}

void ExportDialog::showSize(QSize points) {
  const double k = pointsPer(m_shownUnit);
  // Fine enough that a preset survives the way there and back (63.5 mm, 7.16 in, 252 pt).
  const int decimals = m_shownUnit == LengthUnit::Point        ? 0
                       : m_shownUnit == LengthUnit::Millimetre ? 1
                                                               : 2;
  for (QDoubleSpinBox* box : {m_width, m_height}) {
    const QSignalBlocker block(box);
    box->setDecimals(decimals);
    box->setRange(36 / k, 8640 / k);  // 0.5–120 in, as --size
    box->setSuffix(" " + unitName(m_shownUnit));
  }
  {
    const QSignalBlocker bw(m_width), bh(m_height);
    m_width->setValue(points.width() / k);
    m_height->setValue(points.height() / k);
  }
  m_width->valueChanged(m_width->value());  // the preset that matches
}

bool ExportDialog::csvRequested() const {
  return m_csv->isChecked();
}

void ExportDialog::remember() const {
  QSettings s;
  QStringList formats = request().formats;
  if (csvRequested()) formats << "csv";
  s.setValue("export/folder", m_folder->text());
  s.setValue("export/formats", formats);
  s.setValue("export/width_pt", sizePoints().width());
  s.setValue("export/height_pt", sizePoints().height());
  s.setValue("export/unit", static_cast<int>(m_shownUnit));
  s.setValue("export/dpi", m_dpi->value());
  s.setValue("export/font_pt", m_fontPt->value());
  s.setValue("export/annotations", m_annotations->isChecked());
  s.setValue("export/white", m_white->isChecked());
}

}  // namespace scalescope::app
