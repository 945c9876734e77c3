#include "views/surface/surface_content.h"

#include <QLocale>
#include <QString>
#include <algorithm>
#include <cctype>
#include <cmath>

#include "model/pim/pim.h"
#include "model/timeline/timeline.h"

namespace scalescope::views {

namespace {

// Points per decade of the timeline trajectory: smooth at any zoom of the surface.
constexpr int kTimelinePointsPerDecade = 20;

std::string superscript(int value) {
  static const char* digits[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  std::string out = value < 0 ? "⁻" : "";
  for (char ch : std::to_string(std::abs(value))) out += digits[ch - '0'];
  return out;
}

QString number(double v) {
  return QString::number(v, 'g', 7);
}

std::string details(const model::LandscapeSystem& s) {
  const QLocale english(QLocale::English);
  QString text = QString::fromStdString(s.system);
  if (!s.site.empty()) text += QStringLiteral(" — %1").arg(QString::fromStdString(s.site));
  text += '\n';
  if (!s.list.empty())
    text += QStringLiteral("TOP500 list %1").arg(QString::fromStdString(s.list));
  else
    text += QStringLiteral("Measured (%1)").arg(QString::fromStdString(s.source));
  text += QStringLiteral(" · %1\n").arg(s.accelerated() ? QString::fromStdString(s.accelerator)
                                                        : QStringLiteral("no accelerator"));
  text += QStringLiteral("N = %1 cores\n").arg(english.toString(s.cores, 'f', 0));
  text += QStringLiteral("Rmax = %1 TFlop/s · Rpeak = %2 TFlop/s\n")
              .arg(number(s.rmaxTflops), number(s.rpeakTflops));
  text += QStringLiteral("E = Rmax/Rpeak = %1\n").arg(s.efficiency, 0, 'f', 4);
  text +=
      QStringLiteral("1−α_eff = %1").arg(QString::fromStdString(scientificText(s.serialFraction)));
  return text.toStdString();
}

/// Drops the points the landscape cannot show (outside its N or 1−α range).
std::vector<model::LandscapePoint> onLandscape(std::vector<model::LandscapePoint> points,
                                               double logNMax) {
  std::erase_if(points, [&](const model::LandscapePoint& p) {
    const double logS = std::log10(p.serialFraction);
    return std::log10(p.n) > logNMax + 1e-9 || logS < model::kLandscapeLog10SerialMin ||
           logS > model::kLandscapeLog10SerialMax;
  });
  return points;
}


}  // namespace

std::string scientificText(double value, int significantDigits) {
  if (value == 0 || !std::isfinite(value)) return QString::number(value).toStdString();
  int exponent = static_cast<int>(std::floor(std::log10(std::abs(value))));
  const double scale = std::pow(10.0, significantDigits - 1);
  double mantissa = std::round(value / std::pow(10.0, exponent) * scale) / scale;
  if (std::abs(mantissa) >= 10) {
    mantissa /= 10;
    ++exponent;
  }
  if (exponent >= -2 && exponent <= 3)
    return QString::number(value, 'g', significantDigits).toStdString();
  return QString::number(mantissa, 'g', significantDigits).toStdString() + "·10" +
         superscript(exponent);
}

std::vector<SurfaceSystem> surfaceSystems(const std::vector<model::LandscapeSystem>& systems) {
  std::vector<SurfaceSystem> out;
  out.reserve(systems.size());
  for (const auto& s : systems) {
    const std::string name = s.list.empty() ? s.system : s.system + " " + s.list;
    out.push_back({s.point(), name, details(s), s.accelerated()});
  }
  return out;
}

std::vector<SurfacePath> surfaceGenerationPaths(
    const std::vector<model::LandscapeSystem>& systems) {
  std::vector<SurfacePath> out;
  for (const auto& g : model::generationPaths(systems)) {
    SurfacePath path;
    for (std::size_t i : g.members) path.points.push_back(systems[i].point());
    // The years the path spans, so that its direction reads without hovering.
    const std::string first = systems[g.members.front()].list.substr(0, 4);
    const std::string last = systems[g.members.back()].list.substr(0, 4);
    path.label = first == last ? g.system : g.system + " " + first + "→" + last;
    path.rgb = kGenerationPathRgb;
    path.lineWidth = 3;
    out.push_back(std::move(path));
  }
  return out;
}

std::vector<SurfacePath> surfaceTrajectories(const model::Scenario& scenario) {
  const double logNMax = model::surfaceSettings(scenario).logNMax;
  std::vector<SurfacePath> out;

  SurfacePath timeline;
  timeline.points =
      onLandscape(model::timelineTrajectory(model::timelineParams(scenario),
                                            std::pow(10.0, logNMax), kTimelinePointsPerDecade),
                  logNMax);
  timeline.label = "Timeline model · " +
                   scenario.choiceLabel(model::Param::TimelinePrecision) + " · " +
                   scenario.choiceLabel(model::Param::TimelineCommPattern);
  timeline.rgb = kTimelinePathRgb;
  timeline.lineWidth = 4;
  if (timeline.points.size() >= 2) out.push_back(std::move(timeline));

  if (const auto params = model::pimParams(scenario)) {
    if (const auto points = model::pimTrajectory(*params)) {
      SurfacePath pim;
      pim.points = onLandscape(*points, logNMax);
      pim.label = "PIM, N = DPUs\n" + model::pimRunLabel(*params);
      pim.rgb = kPimPathRgb;
      pim.lineWidth = 4;
      if (pim.points.size() >= 2) out.push_back(std::move(pim));
    }
  }
  return out;
}

void showSurfaceContent(SurfaceScene& scene, const model::Scenario& scenario,
                        const model::DatasetCollection& data) {
  const auto shown =
      model::filterSystems(model::landscapeSystems(data), model::systemFilter(scenario));
  scene.showScenario(scenario);
  scene.setSystems(surfaceSystems(shown));
  auto paths = surfaceGenerationPaths(shown);
  for (auto& t : surfaceTrajectories(scenario)) paths.push_back(std::move(t));
  scene.setPaths(paths);
}

}  // namespace scalescope::views
