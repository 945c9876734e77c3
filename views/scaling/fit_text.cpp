#include "views/scaling/fit_text.h"

#include <QCoreApplication>
#include <QObject>
#include <cmath>

#include "views/scaling/scaling_tab.h"

namespace scalescope::views {

namespace {

QString utf8(std::string_view text) {
  return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

}  // namespace

const model::TimeLaw& timeLawOf(const model::FitResult& fit) {
  return *model::lawEntry(fit.kind).timeLaw;
}

QString fittedFormula(const model::FitResult& fit) {
  return utf8(timeLawOf(fit).formula);
}

QStringList fitParameterTexts(const model::FitResult& fit) {
  QStringList out;
  const auto& parameters = timeLawOf(fit).parameters;
  for (std::size_t i = 0; i < fit.parameterNames.size() && i < parameters.size(); ++i) {
    const auto k = static_cast<Eigen::Index>(i);
    const QString unit = parameters[i].unit.empty() ? QString() : " " + utf8(parameters[i].unit);
    QString t =
        QStringLiteral("%1 = %2").arg(utf8(parameters[i].symbol), shortNumber(fit.parameters(k)));
    if (fit.atBound[i])
      t += QObject::tr(" (at its bound)");
    else
      // An error at the double's rounding (data that follow the law exactly gave "± 3e-16")
      // is no error: 0.
      t += QStringLiteral(" ± %1").arg(fit.standardErrors(k) <= 1e-9 * std::abs(fit.parameters(k))
                                           ? QStringLiteral("0")
                                           : shortNumber(fit.standardErrors(k), 2));
    out << t + unit;
  }
  return out;
}

QString fitValuesLine(const model::FitResult& fit) {
  return fitParameterTexts(fit).join(QStringLiteral(", ")) +
         QCoreApplication::translate("scalescope::views::ScalingFitTab", ", R² = %1")
             .arg(QString::number(fit.r2, 'f', 4));
}

}  // namespace scalescope::views
