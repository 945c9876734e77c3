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

namespace scalescope::app {

ExportDialog::ExportDialog(QWidget* parent, const QString& currentName,
                           const QStringList& currentStems)
    : QDialog(parent),
      m_folder(new QLineEdit),
      m_png(new QCheckBox("PNG")),
      m_pdf(new QCheckBox("PDF")),
      m_svg(new QCheckBox("SVG")),
      m_csv(new QCheckBox(tr("CSV (the numbers)"))),
      m_width(new QSpinBox),
      m_height(new QSpinBox),
      m_scale(new QDoubleSpinBox),
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
  for (QSpinBox* box : {m_width, m_height}) box->setRange(16, 8192);
  const FigureSizePreset& column = figureSizePresets().front();
  m_width->setValue(s.value("export/width", column.size.width()).toInt());
  m_height->setValue(s.value("export/height", column.size.height()).toInt());
  for (const FigureSizePreset& p : figureSizePresets()) m_preset->addItem(p.name);
  m_preset->addItem(tr("Custom"));
  const auto matchPreset = [this] {
    const QSize size(m_width->value(), m_height->value());
    int i = 0;
    while (i < figureSizePresets().size() && figureSizePresets()[i].size != size) ++i;
    const QSignalBlocker block(m_preset);
    m_preset->setCurrentIndex(i);
  };
  connect(m_preset, &QComboBox::activated, this, [this](int i) {
    if (i >= figureSizePresets().size()) return;
    m_width->setValue(figureSizePresets()[i].size.width());
    m_height->setValue(figureSizePresets()[i].size.height());
    m_scale->setValue(figureSizePresets()[i].scale);
  });
  connect(m_width, &QSpinBox::valueChanged, this, matchPreset);
  connect(m_height, &QSpinBox::valueChanged, this, matchPreset);
  m_width->setToolTip(tr("Logical size: PDF points (1/72 in) and pixels of a 1× PNG"));
  m_height->setToolTip(m_width->toolTip());
  m_keepZoom->setToolTip(tr("Off: every plot shows its data's full extent"));
  m_width->setSuffix(" px");
  m_height->setSuffix(" px");
  m_scale->setRange(1, 8);
  m_scale->setDecimals(0);
  m_scale->setSuffix("×");
  m_scale->setValue(s.value("export/scale", 2).toDouble());
  m_scale->setToolTip(tr("PNG magnification: 2× or 3× for slides. PDF and SVG are vector."));
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

  auto* form = new QFormLayout;
  form->addRow(tr("Figures"), m_which);
  form->addRow(tr("Folder"), folderRow);
  form->addRow(tr("Formats"), formatsRow);
  form->addRow(tr("Size for"), m_preset);
  form->addRow(tr("Size"), sizeRow);
  form->addRow(tr("PNG scale"), m_scale);
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
  r.size = QSize(m_width->value(), m_height->value());
  r.scale = m_scale->value();
  r.lightBackground = m_white->isChecked();
  r.keepZoom = m_keepZoom->isChecked();
  if (m_which->currentIndex() == 1) r.figures = m_currentStems;
  return r;
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
  s.setValue("export/width", m_width->value());
  s.setValue("export/height", m_height->value());
  s.setValue("export/scale", m_scale->value());
  s.setValue("export/white", m_white->isChecked());
}

}  // namespace scalescope::app
