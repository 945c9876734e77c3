#pragma once
// File ▸ Export figures…: folder, formats, size, PNG scale and background. Remembers the
// last folder and settings (QSettings).

#include <QDialog>

#include "app/export/figure_export.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace scalescope::app {

/// Asks for a FigureExportRequest; the settings persist between sessions.
class ExportDialog : public QDialog {
  Q_OBJECT
 public:
  /// `currentName` names the view the user works in ("Efficiency surface"), `currentStems`
  /// its figures; the dialog offers them or every figure.
  explicit ExportDialog(QWidget* parent = nullptr, const QString& currentName = {},
                        const QStringList& currentStems = {});
  FigureExportRequest request() const;
  /// Stores the current choices as the next defaults.
  void remember() const;
  bool csvRequested() const;

 private:
  QLineEdit* m_folder;
  QCheckBox* m_png;
  QCheckBox* m_pdf;
  QCheckBox* m_svg;
  QCheckBox* m_csv;
  QDoubleSpinBox* m_width;  ///< in m_unit
  QDoubleSpinBox* m_height;
  QComboBox* m_unit;
  QDoubleSpinBox* m_fontPt;
  QSpinBox* m_dpi;           ///< PNG resolution
  QCheckBox* m_annotations;  ///< titles and notes in the figures
  QCheckBox* m_white;
  QComboBox* m_which;
  QComboBox* m_preset;
  QCheckBox* m_keepZoom;
  QStringList m_currentStems;
  LengthUnit m_shownUnit = LengthUnit::Inch;  ///< the unit the boxes hold now

  /// The size in points from the boxes.
  QSize sizePoints() const;
  /// Shows `points` in the unit chosen.
  void showSize(QSize points);
};

}  // namespace scalescope::app
