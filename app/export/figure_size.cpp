#include "app/export/figure_size.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <cmath>

namespace scalescope::app {

double pointsPer(LengthUnit unit) {
  switch (unit) {
    case LengthUnit::Millimetre:
      return 72.0 / 25.4;
    case LengthUnit::Centimetre:
      return 72.0 / 2.54;
    case LengthUnit::Inch:
      return 72.0;
    case LengthUnit::Point:
      break;
  }
  return 1.0;
}

QString unitSymbol(LengthUnit unit) {
  switch (unit) {
    case LengthUnit::Millimetre:
      return QStringLiteral("mm");
    case LengthUnit::Centimetre:
      return QStringLiteral("cm");
    case LengthUnit::Inch:
      return QStringLiteral("in");
    case LengthUnit::Point:
      break;
  }
  return QStringLiteral("pt");
}

QString unitName(LengthUnit unit) {
  switch (unit) {
    case LengthUnit::Millimetre:
      return QCoreApplication::translate("FigureSize", "mm");
    case LengthUnit::Centimetre:
      return QCoreApplication::translate("FigureSize", "cm");
    case LengthUnit::Inch:
      return QCoreApplication::translate("FigureSize", "in");
    case LengthUnit::Point:
      break;
  }
  return QCoreApplication::translate("FigureSize", "pt");
}

namespace {

QSize points(double w, double h, LengthUnit unit) {
  return QSize(static_cast<int>(std::lround(w * pointsPer(unit))),
               static_cast<int>(std::lround(h * pointsPer(unit))));
}

}  // namespace

QString FigureSizePreset::name() const {
  return QCoreApplication::translate("FigureSize", source);
}

const QList<FigureSizePreset>& figureSizePresets() {
  const double dpi300 = 300.0 / 72.0;
  static const QList<FigureSizePreset> presets{
      {"column", QT_TRANSLATE_NOOP("FigureSize", "One column of a paper (3.5 × 2.5 in, 8 pt)"),
       points(3.5, 2.5, LengthUnit::Inch), dpi300, 8, false, LengthUnit::Inch},
      {"two-columns",
       QT_TRANSLATE_NOOP("FigureSize", "Two columns of a paper (7.16 × 3.5 in, 8 pt)"),
       points(7.16, 3.5, LengthUnit::Inch), dpi300, 8, false, LengthUnit::Inch},
      {"a4-half", QT_TRANSLATE_NOOP("FigureSize", "A4 half page (210 × 148 mm, 10 pt)"),
       points(210, 148, LengthUnit::Millimetre), dpi300, 10, true, LengthUnit::Millimetre},
      {"report", QT_TRANSLATE_NOOP("FigureSize", "Report column (7 × 5 in, 9 pt)"),
       points(7, 5, LengthUnit::Inch), dpi300, 9, true, LengthUnit::Inch},
      {"slide",
       QT_TRANSLATE_NOOP("FigureSize", "Slide 16:9 (13.33 × 7.5 in, 1920×1080 PNG, 16 pt)"),
       QSize(960, 540), 2, 16, true, LengthUnit::Inch},
      {"poster", QT_TRANSLATE_NOOP("FigureSize", "Poster panel (15 × 11.25 in, 20 pt)"),
       points(15, 11.25, LengthUnit::Inch), 3, 20, true, LengthUnit::Inch}};
  return presets;
}

std::optional<int> presetOf(QSize size) {
  for (int i = 0; i < figureSizePresets().size(); ++i)
    if (figureSizePresets()[i].size == size) return i;
  return std::nullopt;
}

std::optional<int> presetNamed(const QString& key) {
  for (int i = 0; i < figureSizePresets().size(); ++i)
    if (figureSizePresets()[i].key == key) return i;
  return std::nullopt;
}

std::optional<QSize> parseFigureSize(const QString& text, QString* error) {
  static const QRegularExpression form(
      QStringLiteral(R"(^\s*([0-9]*\.?[0-9]+)\s*[x×]\s*([0-9]*\.?[0-9]+)\s*(mm|cm|in|pt)?\s*$)"));
  const auto match = form.match(text);
  const auto fail = [&](const QString& why) {
    if (error) *error = why;
    return std::nullopt;
  };
  if (!match.hasMatch())
    return fail(QCoreApplication::translate(
                    "FigureSize", "'%1' is not W×H with a unit (mm, cm, in, pt), e.g. 3.5x2.5in")
                    .arg(text));
  LengthUnit unit = LengthUnit::Point;
  for (LengthUnit u : kLengthUnits)
    if (match.captured(3) == unitSymbol(u)) unit = u;
  const double w = match.captured(1).toDouble() * pointsPer(unit);
  const double h = match.captured(2).toDouble() * pointsPer(unit);
  // 0.5 in to 120 in: below, not even the axes fit; above, a PNG at 3× has 25,920 pixels a side.
  if (!(w >= 36 && h >= 36 && w <= 8640 && h <= 8640))
    return fail(QCoreApplication::translate("FigureSize",
                                            "'%1' is %2 × %3 pt; each side must be 36–8640 pt "
                                            "(0.5–120 in)")
                    .arg(text)
                    .arg(w, 0, 'f', 1)
                    .arg(h, 0, 'f', 1));
  return QSize(static_cast<int>(std::lround(w)), static_cast<int>(std::lround(h)));
}

}  // namespace scalescope::app
