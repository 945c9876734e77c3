#include "views/surface/surface_content.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <algorithm>
#include <cctype>
#include <cmath>
#include <numeric>

#include "model/core/number_text.h"
#include "model/pim/pim.h"
#include "model/timeline/timeline.h"
#include "views/common/model_text.h"
#include "views/surface/surface_scene.h"

namespace scalescope::views {

namespace {

// Points per decade of the timeline trajectory: smooth at any zoom of the surface.
constexpr int kTimelinePointsPerDecade = 20;

QString sevenDigits(double v) {
  return QString::number(v, 'g', 7);
}

/// A row against another peak than the list's: which one, for its label.
QString peakName(model::PeakBasis basis) {
  return basis == model::PeakBasis::Vector
             ? QCoreApplication::translate("SurfaceContent", "vector peak")
             : QCoreApplication::translate("SurfaceContent", "matrix peak");
}

/// Why that row's 1−α_eff is not the list's, for its tooltip.
QString peakNote(model::PeakBasis basis) {
  return basis == model::PeakBasis::Vector
             ? QCoreApplication::translate(
                   "SurfaceContent",
                   "Rpeak here is the published FP64 peak of its vector units, not the list's: "
                   "1−α_eff depends on which peak it is read against.")
             : QCoreApplication::translate(
                   "SurfaceContent",
                   "Rpeak here is the published FP64 peak of its matrix units, not the list's: "
                   "1−α_eff depends on which peak it is read against.");
}

std::string details(const model::LandscapeSystem& s) {
  const QLocale english(QLocale::English);
  QString text = QString::fromStdString(s.system);
  if (!s.site.empty()) text += QStringLiteral(" — %1").arg(QString::fromStdString(s.site));
  text += '\n';
  if (!s.list.empty())
    text += QCoreApplication::translate("SurfaceContent", "TOP500 list %1")
                .arg(QString::fromStdString(s.list));
  else
    text += QCoreApplication::translate("SurfaceContent", "Measured (%1)")
                .arg(QString::fromStdString(s.source));
  text += QStringLiteral(" · %1\n").arg(
      s.accelerated() ? QString::fromStdString(s.accelerator)
                      : QCoreApplication::translate("SurfaceContent", "no accelerator"));
  if (s.peakBasis != model::PeakBasis::List) text += peakNote(s.peakBasis) + '\n';
  text += (s.unit.empty()
               ? QCoreApplication::translate("SurfaceContent", "N = %1 cores")
                     .arg(english.toString(s.cores, 'f', 0))
               : QStringLiteral("N = %1 %2")
                     .arg(english.toString(s.cores, 'f', 0), QString::fromStdString(s.unit))) +
          '\n';
  if (s.fittedT1Seconds > 0) {
    // No run at N = 1: S rests on the series' Amdahl fit, and the tooltip says so.
    text += QCoreApplication::translate(
                "SurfaceContent",
                "S = T̂(1)/T(N) = %1 (mean times), T̂(1) = %2 s from the series' Amdahl fit: a "
                "fit, not a run")
                .arg(sevenDigits(s.speedup), sevenDigits(s.fittedT1Seconds)) +
            '\n';
    text += QStringLiteral("E = S/N = %1\n").arg(localNumber(s.efficiency, 'f', 4));
  } else if (s.speedup > 0) {
    // A probe measurement: times, not flop rates (means over the repetitions).
    text += QCoreApplication::translate("SurfaceContent", "S = T(1)/T(N) = %1 (mean times)")
                .arg(sevenDigits(s.speedup)) +
            '\n';
    text += QStringLiteral("E = S/N = %1\n").arg(localNumber(s.efficiency, 'f', 4));
  } else {
    text += QStringLiteral("Rmax = %1 TFlop/s · Rpeak = %2 TFlop/s\n")
                .arg(sevenDigits(s.rmaxTflops), sevenDigits(s.rpeakTflops));
    text += QStringLiteral("E = Rmax/Rpeak = %1\n").arg(localNumber(s.efficiency, 'f', 4));
    if (s.nodes > 0)
      text += QStringLiteral("Per node (%1 nodes): Rmax %2 · Rpeak %3 TFlop/s\n")
                  .arg(english.toString(s.nodes, 'f', 0))
                  .arg(localNumber(s.rmaxTflops / s.nodes, 'f', 3))
                  .arg(localNumber(s.rpeakTflops / s.nodes, 'f', 3));
  }
  text +=
      QStringLiteral("1−α_eff = %1").arg(localNumberText(model::scientificText(s.serialFraction)));
  if (s.beyondSerialRange())
    text += '\n' + QCoreApplication::translate(
                       "SurfaceContent",
                       "Drawn at the edge of the surface, at 1−α = %1: the surface shows 1−α "
                       "from %2 to %3, and this measurement lies beyond.")
                       .arg(localNumberText(model::scientificText(s.point().serialFraction)),
                            localNumberText(model::scientificText(
                                std::pow(10.0, model::kLandscapeLog10SerialMin))),
                            localNumberText(model::scientificText(
                                std::pow(10.0, model::kLandscapeLog10SerialMax))));
  if (!s.list.empty()) text += '\n' + modelText("Data", model::top500EfficiencyCaveat());
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

std::vector<SurfaceSystem> surfaceSystems(const std::vector<model::LandscapeSystem>& systems) {
  std::vector<SurfaceSystem> out;
  out.reserve(systems.size());
  for (const auto& s : systems) {
    std::string name = s.list.empty() ? s.system : s.system + " " + s.list;
    if (s.peakBasis != model::PeakBasis::List)
      name += " (" + peakName(s.peakBasis).toStdString() + ")";
    // Its own value beside the name: the point sits at the edge, not where its 1−α_eff is.
    if (s.beyondSerialRange())
      name += " (1−α_eff = " + model::scientificText(s.serialFraction) + ", at the edge)";
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
  if (out.size() > kMaxLabelledGenerationPaths) {
    // A whole list history has thousands of machines: their names would cover the surface.
    // The largest machines (most units at their last entry) keep theirs; every point still
    // names its system in its tooltip.
    std::vector<std::size_t> order(out.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      return out[a].points.back().n > out[b].points.back().n;
    });
    for (std::size_t k = kMaxLabelledGenerationPaths; k < order.size(); ++k)
      out[order[k]].label.clear();
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
  timeline.label = QCoreApplication::translate("SurfaceContent", "Timeline model · %1 · %2")
                       .arg(choiceLabelOf(scenario, model::Param::TimelinePrecision),
                            choiceLabelOf(scenario, model::Param::TimelineCommPattern))
                       .toStdString();
  timeline.kind = SurfacePath::Kind::Timeline;
  timeline.rgb = kTimelinePathRgb;
  timeline.lineWidth = 4;
  if (timeline.points.size() >= 2) out.push_back(std::move(timeline));

  if (const auto params = model::pimParams(scenario)) {
    if (const auto points = model::pimTrajectory(*params)) {
      SurfacePath pim;
      pim.points = onLandscape(*points, logNMax);
      // Karp–Flatt is a fixed-size metric: a weak-scaling run's share is Gustafson-type (the
      // serial part of the grown problem, drawn as its one-DPU equivalent).
      pim.label =
          (params->scaling == model::PimScaling::Strong
               ? QCoreApplication::translate("SurfaceContent",
                                             "PIM, N = DPUs · 1−α_eff (strong scaling)")
               : QCoreApplication::translate("SurfaceContent",
                                             "PIM, N = DPUs · Gustafson-type share (weak scaling)"))
              .toStdString() +
          "\n" + modelText(model::pimRunText(*params)).toStdString();
      pim.kind = SurfacePath::Kind::Pim;
      pim.rgb = kPimPathRgb;
      pim.lineWidth = 4;
      if (pim.points.size() >= 2) out.push_back(std::move(pim));
    }
  }
  return out;
}

std::vector<SurfacePath> highlightPaths(const std::vector<model::LandscapeSystem>& systems,
                                        const std::string& system, const std::string& list,
                                        bool wholePath) {
  std::vector<const model::LandscapeSystem*> members;
  for (const auto& s : systems)
    if (s.system == system && (wholePath || list.empty() || s.list == list)) members.push_back(&s);
  std::sort(members.begin(), members.end(),
            [](const auto* a, const auto* b) { return a->list < b->list; });
  std::vector<SurfacePath> out;
  if (members.empty()) return out;
  if (wholePath) {
    SurfacePath path;
    for (const auto* m : members) path.points.push_back(m->point());
    path.label = system;
    path.kind = SurfacePath::Kind::Highlight;
    path.rgb = kHighlightRgb;
    path.lineWidth = 8;
    if (path.points.size() >= 2) out.push_back(std::move(path));
    return out;
  }
  for (const auto* m : members) {
    SurfacePath pin;
    // From the system straight up to the E = 1 plateau: visible from every camera preset.
    pin.points = {m->point(), {m->cores, m->serialFraction, 1.0}};
    pin.label = m->system + " " + m->list;
    pin.kind = SurfacePath::Kind::Highlight;
    pin.rgb = kHighlightRgb;
    pin.lineWidth = 6;
    out.push_back(std::move(pin));
  }
  return out;
}

void SurfaceContent::setDatasets(const model::DatasetCollection& data) {
  m_allSystems = model::landscapeSystems(data);
  showFilteredSystems();
}

void SurfaceContent::setScenario(const model::Scenario& scenario, const model::ParamSet& changed) {
  m_scene.showScenario(scenario, changed);
  if (changed.intersects(kFilterReads)) {
    m_filter = model::systemFilter(scenario);
    showFilteredSystems();
  }
  if (changed.intersects(kTrajectoryReads)) setTrajectories(surfaceTrajectories(scenario));
}

void SurfaceContent::setLessonFocus(const std::optional<LessonFocus>& focus) {
  if (focus == m_focus) return;
  m_focus = focus;
  // Only labels change: the systems' points stay, their paths and the trajectories are re-sent.
  m_scene.setGenerationPaths(
      focused(surfaceGenerationPaths(model::filterSystems(m_allSystems, m_filter))));
  showDynamicPaths();
}

std::vector<SurfacePath> SurfaceContent::focused(std::vector<SurfacePath> paths) const {
  if (!m_focus) return paths;
  for (SurfacePath& path : paths) {
    const bool named = path.kind == SurfacePath::Kind::Highlight ||
                       (path.kind == SurfacePath::Kind::Timeline && m_focus->timeline) ||
                       (path.kind == SurfacePath::Kind::Pim && m_focus->pim);
    if (!named) path.label.clear();
  }
  return paths;
}

void SurfaceContent::showFilteredSystems() {
  const auto shown = model::filterSystems(m_allSystems, m_filter);
  setSystems(surfaceSystems(shown), focused(surfaceGenerationPaths(shown)));
}

void SurfaceContent::setSystems(const std::vector<SurfaceSystem>& systems,
                                const std::vector<SurfacePath>& generationPaths) {
  m_scene.setSystems(systems);
  m_scene.setGenerationPaths(generationPaths);
}

void SurfaceContent::setTrajectories(const std::vector<SurfacePath>& paths) {
  m_trajectories = paths;
  showDynamicPaths();
}

void SurfaceContent::setHighlights(const std::vector<SurfacePath>& paths) {
  if (paths == m_highlights) return;
  m_highlights = paths;
  showDynamicPaths();
}

void SurfaceContent::showDynamicPaths() {
  // A lesson's highlight is drawn with the trajectories, on the overlay and after them, so
  // that it lies over everything else and moving it leaves the main layer's frame alone.
  std::vector<SurfacePath> all = focused(m_trajectories);
  all.insert(all.end(), m_highlights.begin(), m_highlights.end());
  m_scene.setTrajectories(all);
}

}  // namespace scalescope::views
