#pragma once
// The size of an exported figure as a paper or slide asks for it: lengths in mm, cm, in or pt,
// the presets of the common targets (with their text size and whether the figure carries its
// own title and notes), and `--size` values such as "3.5x2.5in".

#include <QList>
#include <QSize>
#include <QString>
#include <optional>

namespace scalescope::app {

enum class LengthUnit { Millimetre, Centimetre, Inch, Point };

/// Points (1/72 in) per unit: 72/25.4, 72/2.54, 72, 1.
double pointsPer(LengthUnit unit);
/// "mm", "cm", "in", "pt" (as --size reads them).
QString unitSymbol(LengthUnit unit);
/// The same for the user interface, translated.
QString unitName(LengthUnit unit);
inline constexpr LengthUnit kLengthUnits[] = {LengthUnit::Millimetre, LengthUnit::Centimetre,
                                              LengthUnit::Inch, LengthUnit::Point};

/// A figure size for a purpose. `size` is in points, the unit the PDF page is given in; a PNG
/// has `scale` pixels per point (72 × scale dpi).
struct FigureSizePreset {
  QString key;  ///< its name for --size: column, two-columns, a4-half, report, slide, poster
  /// Its name in English, marked for translation; name() in the window's language (the list
  /// is built once, the language may change after).
  const char* source;
  QString name() const;
  QSize size;
  double scale;
  double fontPt;     ///< the tick labels' size; other texts in proportion, ≥ 7 pt
  bool annotations;  ///< the figure's own title and notes: off where a caption says them
  LengthUnit unit;   ///< the unit its size is usually given in
};

/// One IEEE column (3.5 × 2.5 in) and two (7.16 × 3.5 in) at 8 pt without titles: the widths
/// of the IEEE Author Center's "Size Requirements for Graphics" (3.5 in, 88.9 mm; 7.16 in,
/// 182 mm), its 8 pt callouts, and 300 dpi PNG ("> 300 dpi for color and grayscale",
/// Proceedings of the IEEE, Guidelines for Figures and Tables). A4 half page (ISO 216: A5
/// landscape, 210 × 148 mm), a report column (7 × 5 in), a 16:9 slide (13.33 × 7.5 in,
/// 1920×1080 PNG) and a poster panel (15 × 11.25 in).
const QList<FigureSizePreset>& figureSizePresets();
/// The preset of `size` (points), if any.
std::optional<int> presetOf(QSize size);
/// The preset called `key`, if any.
std::optional<int> presetNamed(const QString& key);

/// Parses a `--size` value: "WxH" with an optional unit (mm, cm, in, pt; default pt), e.g.
/// "3.5x2.5in", "89x64mm", "252x180". W and H from 0.5 in to 120 in. nullopt with `error` set
/// when it is not one.
std::optional<QSize> parseFigureSize(const QString& text, QString* error);

}  // namespace scalescope::app
