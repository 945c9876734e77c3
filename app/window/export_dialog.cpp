#include "app/window/export_dialog.h"

#include <QCheckBox>
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
#include <QSpinBox>

namespace scalescope::app {

ExportDialog::ExportDialog(QWidget* parent)
    : QDialog(parent),
      m_folder(new QLineEdit),
      m_png(new QCheckBox("PNG")),
      m_pdf(new QCheckBox("PDF")),
      m_svg(new QCheckBox("SVG")),
      m_csv(new QCheckBox(tr("CSV (the numbers)"))),
      m_width(new QSpinBox),
      m_height(new QSpinBox),
      m_scale(new QDoubleSpinBox),
      m_white(new QCheckBox(tr("White background (print)"))) {
  setWindowTitle(tr("Export figures"));
  QSettings s;
  m_folder->setText(s.value("export/folder", QDir::homePath() + "/scalescope-figures").toString());
  const QStringList formats = s.value("export/formats", QStringList{"png", "pdf"}).toStringList();
  m_png->setChecked(formats.contains("png"));
  m_pdf->setChecked(formats.contains("pdf"));
  m_svg->setChecked(formats.contains("svg"));
  m_csv->setChecked(formats.contains("csv"));
  for (QSpinBox* box : {m_width, m_height}) box->setRange(16, 8192);
  m_width->setValue(s.value("export/width", 1200).toInt());
  m_height->setValue(s.value("export/height", 900).toInt());
  m_width->setSuffix(" px");
  m_height->setSuffix(" px");
  m_scale->setRange(1, 8);
  m_scale->setDecimals(0);
  m_scale->setSuffix("×");
  m_scale->setValue(s.value("export/scale", 2).toDouble());
  m_scale->setToolTip(tr("PNG magnification: 2× or 3× for slides. PDF and SVG are vector."));
  m_white->setChecked(s.value("export/white", true).toBool());

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
  form->addRow(tr("Folder"), folderRow);
  form->addRow(tr("Formats"), formatsRow);
  form->addRow(tr("Size"), sizeRow);
  form->addRow(tr("PNG scale"), m_scale);
  form->addRow(QString(), m_white);
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
