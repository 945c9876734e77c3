#include "views/surface/surface_labels.h"

#include <vtkActor2D.h>
#include <vtkCamera.h>
#include <vtkCellArray.h>
#include <vtkCommand.h>
#include <vtkCoordinate.h>
#include <vtkNew.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper2D.h>
#include <vtkPropCollection.h>
#include <vtkProperty2D.h>
#include <vtkRenderer.h>
#include <vtkTextActor.h>
#include <vtkTextProperty.h>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "views/common/plot_style.h"
#include "views/common/text_style.h"
#include "views/surface/display_projection.h"

namespace scalescope::views {

namespace {

constexpr double kLabelGapPx = 3;  // free space kept around every label
constexpr int kCandidateSteps = 6;
constexpr double kObstacleRadiusPx = 6;  // half the size of a system's dot

bool overlaps(const std::array<double, 4>& a, const std::array<double, 4>& b) {
  return a[0] < b[0] + b[2] + kLabelGapPx && b[0] < a[0] + a[2] + kLabelGapPx &&
         a[1] < b[1] + b[3] + kLabelGapPx && b[1] < a[1] + a[3] + kLabelGapPx;
}

}  // namespace

/// What labels keep off, in display pixels: texts (x, y, w, h boxes) bucketed on a grid over
/// the viewport, so that a candidate spot is tested against the texts near it, and the
/// systems' dots as their DotCover. With 30,000 systems crowded into a few grid cells, testing
/// each dot made a placement (every PIM or timeline step: the trajectories change) cost ≈ 16 ms.
/// Texts beyond the grid go to its border cells; dots beyond the viewport are left out (every
/// candidate spot is inside it).
class SurfaceLabels::TakenBoxes {
 public:
  TakenBoxes(const int* origin, const int* size, const DotCover& dots)
      : m_dots(dots),
        m_x0(origin[0]),
        m_y0(origin[1]),
        m_columns(std::max(1, size[0]) / kCellPx + 1),
        m_rows(std::max(1, size[1]) / kCellPx + 1),
        m_cells(static_cast<std::size_t>(m_columns * m_rows)) {}

  /// A text: no other text may come within kLabelGapPx of it.
  void add(const std::array<double, 4>& box) {
    const int index = static_cast<int>(m_boxes.size());
    m_boxes.push_back(box);
    forCells(box, [&](std::size_t cell) { m_cells[cell].push_back(index); });
  }
  /// Whether the box comes within kLabelGapPx of a text.
  bool overlapsText(const std::array<double, 4>& box) const {
    bool hit = false;
    forCells(box, [&](std::size_t cell) {
      for (int i : m_cells[cell]) hit = hit || overlaps(box, m_boxes[static_cast<std::size_t>(i)]);
    });
    return hit;
  }
  /// Whether the box comes within kLabelGapPx of a text or a dot.
  bool overlapsAny(const std::array<double, 4>& box) const {
    return overlapsText(box) ||
           dotArea(m_dots, {box[0] - kLabelGapPx, box[1] - kLabelGapPx, box[2] + 2 * kLabelGapPx,
                            box[3] + 2 * kLabelGapPx}) > 0;
  }
  /// A text covered is worse than a system's dot covered.
  static constexpr double kTextWeight = 20, kDotWeight = 1;
  /// The area of the box that texts and dots cover, each times its weight (a text in several
  /// cells counts once per cell, dots over each other each count: a ranking of spots, not a
  /// measure).
  double coveredArea(const std::array<double, 4>& box) const {
    double area = 0;
    forCells(box, [&](std::size_t cell) {
      for (int i : m_cells[cell]) {
        const auto& o = m_boxes[static_cast<std::size_t>(i)];
        const double w = std::min(box[0] + box[2], o[0] + o[2]) - std::max(box[0], o[0]);
        const double h = std::min(box[1] + box[3], o[1] + o[3]) - std::max(box[1], o[1]);
        if (w > 0 && h > 0) area += w * h * kTextWeight;
      }
    });
    return area + kDotWeight * dotArea(m_dots, box);
  }

 private:
  static constexpr int kCellPx = 32;
  int column(double x) const {
    return std::clamp(static_cast<int>(std::floor((x - m_x0) / kCellPx)), 0, m_columns - 1);
  }
  int row(double y) const {
    return std::clamp(static_cast<int>(std::floor((y - m_y0) / kCellPx)), 0, m_rows - 1);
  }
  /// Calls f with the index of every cell the box (and its gap) touches.
  template <class F>
  void forCells(const std::array<double, 4>& b, F&& f) const {
    const int c0 = column(b[0] - kLabelGapPx), c1 = column(b[0] + b[2] + kLabelGapPx);
    const int r0 = row(b[1] - kLabelGapPx), r1 = row(b[1] + b[3] + kLabelGapPx);
    for (int r = r0; r <= r1; ++r)
      for (int c = c0; c <= c1; ++c) f(static_cast<std::size_t>(r * m_columns + c));
  }
  const DotCover& m_dots;
  double m_x0, m_y0;
  int m_columns, m_rows;
  std::vector<std::vector<int>> m_cells;
  std::vector<std::array<double, 4>> m_boxes;
};

SurfaceLabels::SurfaceLabels(vtkRenderer* renderer)
    : m_renderer(renderer),
      m_leaders(vtkSmartPointer<vtkPolyData>::New()),
      m_leaderActor(vtkSmartPointer<vtkActor2D>::New()) {
  m_observer = m_renderer->AddObserver(vtkCommand::StartEvent, this, &SurfaceLabels::onStartRender);
  vtkNew<vtkCoordinate> display;
  display->SetCoordinateSystemToDisplay();
  vtkNew<vtkPolyDataMapper2D> mapper;
  mapper->SetInputData(m_leaders);
  mapper->SetTransformCoordinate(display);
  m_leaderActor->SetMapper(mapper);
  m_leaderActor->GetProperty()->SetLineWidth(1.5);
  m_renderer->AddViewProp(m_leaderActor);
  setLightBackground(false);
}

SurfaceLabels::~SurfaceLabels() {
  m_renderer->RemoveObserver(m_observer);
  for (auto& l : m_labels) l.owner->RemoveViewProp(l.actor);
  leaderRenderer()->RemoveViewProp(m_leaderActor);
}

vtkRenderer* SurfaceLabels::leaderRenderer() const {
  return m_overlay ? m_overlay : m_renderer;
}

void SurfaceLabels::setOverlay(vtkRenderer* overlay) {
  leaderRenderer()->RemoveViewProp(m_leaderActor);
  m_overlay = overlay;
  leaderRenderer()->AddViewProp(m_leaderActor);
  for (auto& l : m_labels)
    if (l.dynamic && l.owner != leaderRenderer()) {
      l.owner->RemoveViewProp(l.actor);
      l.owner = leaderRenderer();
      l.owner->AddViewProp(l.actor);
    }
}

void SurfaceLabels::setObstacles(std::vector<std::array<double, 3>> points) {
  m_obstacles = std::move(points);
  m_dotsFor = {};
  invalidate();
}

void SurfaceLabels::setOccluder(std::function<bool(const std::array<double, 3>&)> hidden) {
  m_occluder = std::move(hidden);
  invalidate();
}

void SurfaceLabels::add(Kind kind, const std::string& text, const std::array<double, 3>& anchor,
                        const std::array<double, 3>& rgb, int fontSizePx, bool dynamic) {
  if (fontSizePx <= 0) fontSizePx = kind == Kind::Contour ? 12 : 13;
  // A label cleared lately with the same text and look comes back with its actor: FreeType
  // draws a new actor's text at its first frame, and every timeline or PIM step replaced
  // each trajectory's label by an equal one (issue 34: about 2 ms of a step).
  const auto spare = std::find_if(m_spare.begin(), m_spare.end(), [&](const Label& l) {
    return l.kind == kind && l.text == text && l.rgb == rgb && l.fontSizePx == fontSizePx &&
           l.dynamic == dynamic;
  });
  Label label{kind, nullptr, anchor, rgb, fontSizePx};
  label.dynamic = dynamic;
  label.text = text;
  if (spare != m_spare.end()) {
    // Its actor, styled, wrapped and measured as this label would be.
    label.actor = std::move(spare->actor);
    label.extent = spare->extent;
    label.wrapChars = spare->wrapChars;
    m_spare.erase(spare);
  } else {
    label.actor = vtkSmartPointer<vtkTextActor>::New();
    label.actor->SetInput(text.c_str());
    label.actor->GetPositionCoordinate()->SetCoordinateSystemToDisplay();
    style(label);
  }
  label.owner = dynamic ? leaderRenderer() : m_renderer;
  label.actor->SetVisibility(m_drawnByVtk);
  label.owner->AddViewProp(label.actor);
  if (kind == Kind::Axis) {
    // First in the overlay: the colour bar is drawn over axis texts, as over the 3D texts
    // they replace; path and contour names stay on top of everything.
    vtkPropCollection* props = m_renderer->GetViewProps();
    props->RemoveItem(label.actor);
    props->InsertItem(-1, label.actor);
  }
  m_labels.push_back(std::move(label));
  invalidate();
}

void SurfaceLabels::addAxisTitle(const std::string& text, const std::array<double, 3>& anchor,
                                 const std::array<double, 3>& from, int fontSizePx) {
  add(Kind::Axis, text, anchor, {0, 0, 0}, fontSizePx);
  m_labels.back().awayFrom = from;
}

void SurfaceLabels::setKeepOff(std::function<std::vector<std::array<double, 4>>()> boxes) {
  m_keepOff = std::move(boxes);
  invalidate();
}

std::vector<std::array<double, 4>> SurfaceLabels::keepOffBoxes() const {
  return m_keepOff ? m_keepOff() : std::vector<std::array<double, 4>>{};
}

void SurfaceLabels::addOnLine(const std::string& text,
                              const std::vector<std::array<double, 3>>& anchors) {
  if (anchors.empty()) return;
  add(Kind::Contour, text, anchors.front());
  m_labels.back().alternatives.assign(anchors.begin() + 1, anchors.end());
}

void SurfaceLabels::clear(Kind kind, int keep) {
  // The labels cleared wait for an add of the same text (add): a few of the latest, so that
  // going back and forth between a choice's values (the timeline's precisions, whose name
  // its trajectory's label carries) draws no text anew.
  int seen = 0;
  std::erase_if(m_labels, [&](Label& l) {
    if (l.kind != kind || seen++ < keep) return false;
    l.owner->RemoveViewProp(l.actor);
    m_spare.push_back(std::move(l));
    return true;
  });
  constexpr std::size_t kKeptSpares = 16;
  if (m_spare.size() > kKeptSpares)
    m_spare.erase(m_spare.begin(), m_spare.end() - static_cast<std::ptrdiff_t>(kKeptSpares));
  invalidate();
}

void SurfaceLabels::arrange(Kind kind, int i, bool shown, std::array<double, 2> shiftPx) {
  if (Label* l = find(kind, i)) {
    l->shown = shown;
    l->shift = shiftPx;
    invalidate();
  }
}

void SurfaceLabels::setLightBackground(bool light) {
  m_light = light;
  m_spare.clear();  // styled for the other background
  for (auto& l : m_labels) style(l);
  const double ink = light ? 0.25 : 0.85;
  m_leaderActor->GetProperty()->SetColor(ink, ink, ink);
  invalidate();
}

void SurfaceLabels::setTextScale(double k) {
  if (k == m_textScale) return;
  m_textScale = k;
  m_spare.clear();  // styled at the other size
  for (auto& l : m_labels) style(l);
  invalidate();
}

void SurfaceLabels::style(Label& label) const {
  label.extent = {-1, -1};  // measured again at the next placement
  vtkTextProperty* text = label.actor->GetTextProperty();
  styleText(text, static_cast<int>(std::lround(label.fontSizePx * m_textScale)), m_light,
            label.text);
  if (label.kind == Kind::Axis) return;
  const bool path = label.kind == Kind::Path;
  // A light box lifts the text off the surface and off the iso-line it names.
  const double paper = m_light ? 1.0 : 0.1;
  text->SetBackgroundColor(paper, paper, paper);
  text->SetBackgroundOpacity(path ? 0.8 : 0.6);
  if (!path) return;
  text->SetFrame(true);
  text->SetFrameColor(label.rgb[0], label.rgb[1], label.rgb[2]);
  text->SetFrameWidth(2);
}

void SurfaceLabels::fitWidth(Label& l, double room) {
  const auto longestLine = [](const QString& text) {
    qsizetype longest = 1;
    for (const QString& line : text.split('\n')) longest = std::max(longest, line.size());
    return longest;
  };
  const QString given = QString::fromStdString(l.text);
  const QString shown = QString::fromUtf8(l.actor->GetInput() ? l.actor->GetInput() : "");
  const double perChar = l.extent[0] / static_cast<double>(longestLine(shown));
  const bool fitsAsGiven = perChar * static_cast<double>(longestLine(given)) <= room;
  const int chars = fitsAsGiven ? 0 : std::max(8, static_cast<int>(room / perChar));
  if (chars == l.wrapChars) return;
  l.wrapChars = chars;
  l.actor->SetInput((chars == 0 ? given : wrapCaption(given, chars)).toStdString().c_str());
  l.actor->GetSize(m_renderer, l.extent.data());
}

std::vector<std::string> SurfaceLabels::texts(Kind kind) const {
  std::vector<std::string> out;
  for (const auto& l : m_labels)
    if (l.kind == kind) out.push_back(l.text);
  return out;
}

std::vector<std::array<double, 3>> SurfaceLabels::anchors(Kind kind) const {
  std::vector<std::array<double, 3>> out;
  for (const auto& l : m_labels)
    if (l.kind == kind) out.push_back(l.anchor);
  return out;
}

SurfaceLabels::Label* SurfaceLabels::find(Kind kind, int i) {
  for (auto& l : m_labels)
    if (l.kind == kind && i-- == 0) return &l;
  return nullptr;
}

const SurfaceLabels::Label* SurfaceLabels::find(Kind kind, int i) const {
  return const_cast<SurfaceLabels*>(this)->find(kind, i);
}

bool SurfaceLabels::drawn(Kind kind, int i) const {
  const Label* l = find(kind, i);
  return l && l->visible;
}

std::vector<SurfaceLabels::Placed> SurfaceLabels::placed() const {
  std::vector<Placed> out;
  for (const auto& l : m_labels)
    if (l.visible)
      out.push_back({l.kind, l.actor->GetInput() ? l.actor->GetInput() : "", l.box, l.anchorPx,
                     l.rgb, l.fontSizePx});
  return out;
}

void SurfaceLabels::setDrawnByVtk(bool on) {
  m_drawnByVtk = on;
  m_leaderActor->SetVisibility(on);
  for (auto& l : m_labels) l.actor->SetVisibility(on && l.visible);
}

void SurfaceLabels::setAxisWidthShare(double share) {
  m_axisWidthShare = std::clamp(share, 0.1, 1.0);
  invalidate();
}

SurfaceLabels::View SurfaceLabels::currentView() const {
  vtkCamera* camera = m_renderer->GetActiveCamera();
  const int* origin = m_renderer->GetOrigin();
  const int* size = m_renderer->GetSize();
  return {camera, camera->GetMTime(), {origin[0], origin[1], size[0], size[1]}};
}

void SurfaceLabels::onStartRender(vtkObject*, unsigned long, void*) {
  placeIfStale();
}

void SurfaceLabels::placeIfStale() {
  // A frame for a marker move leaves the camera and the labels alone: they stay put.
  if (currentView() == m_placedFor) return;
  place();
}

std::array<double, 4> SurfaceLabels::box(Kind kind, int i) const {
  const Label* l = find(kind, i);
  return l ? l->box : std::array<double, 4>{0, 0, 0, 0};
}

void SurfaceLabels::place() {
  ++m_placements;
  m_placedFor = currentView();
  const DisplayProjection projection(m_renderer);
  // The systems stay where they are on the screen while the camera does: a PIM or timeline
  // step (its trajectories change) neither projects them nor sums their cover again.
  if (!(m_dotsFor == m_placedFor)) {
    std::vector<std::array<double, 4>> dots;
    dots.reserve(m_obstacles.size());
    for (const auto& o : m_obstacles) {
      const auto d = projection.project(o);
      const double r = kObstacleRadiusPx;
      dots.push_back({d[0] - r, d[1] - r, 2 * r, 2 * r});
    }
    m_dots = coverOf(m_renderer->GetOrigin(), m_renderer->GetSize(), dots);
    m_dotsFor = m_placedFor;
    ++m_dotCovers;
  }
  TakenBoxes taken(m_renderer->GetOrigin(), m_renderer->GetSize(), m_dots);
  // The view's own texts are drawn by VTK with the labels (an export paints its title apart).
  if (m_drawnByVtk)
    for (const auto& box : keepOffBoxes()) taken.add(box);
  vtkNew<vtkPoints> leaderPoints;
  vtkNew<vtkCellArray> leaderLines;
  // The axes first, whatever order the labels came in (the grid's axes are rebuilt after
  // its iso-lines are labelled): the others keep off them.
  for (bool axis : {true, false}) {
    for (auto& l : m_labels)
      if ((l.kind == Kind::Axis) == axis)
        placeLabel(l, projection, taken, leaderPoints, leaderLines);
    if (axis) hideTicksUnderTitles();
  }
  // The actors change once, at the end: a label shown and then left out in one placement
  // would modify its actor twice and the kept frame of the main layer look stale.
  for (auto& l : m_labels) {
    l.actor->SetVisibility(l.visible && m_drawnByVtk);
    if (l.visible) l.actor->SetPosition(l.box[0], l.box[1]);
  }
  m_leaders->SetPoints(leaderPoints);
  m_leaders->SetLines(leaderLines);
}

void SurfaceLabels::hideTicksUnderTitles() {
  // A title with no clear spot near its anchor (a small view) wins over the ticks it covers.
  for (const auto& title : m_labels)
    if (title.kind == Kind::Axis && title.awayFrom && title.visible)
      for (auto& tick : m_labels)
        if (tick.kind == Kind::Axis && !tick.awayFrom && tick.visible &&
            overlaps(tick.box, title.box)) {
          tick.visible = false;
          tick.box = {0, 0, 0, 0};
        }
}

void SurfaceLabels::placeLabel(Label& l, const DisplayProjection& projection, TakenBoxes& taken,
                               vtkPoints* leaderPoints, vtkCellArray* leaderLines) {
  const int* origin = m_renderer->GetOrigin();
  const int* size = m_renderer->GetSize();
  // Projected without the renderer's SetWorldPoint, and measured once per text: a placement
  // that moves nothing modifies nothing, so the kept frame of the main layer stays valid.
  const std::array<double, 3> d = projection.project(l.anchor);
  bool visible = l.shown && d[2] >= 0 && d[2] <= 1;  // not behind the camera
  // An axis text shifted off its anchor (below a floor line) is not where the surface is.
  const bool onAnchor = l.shift[0] == 0 && l.shift[1] == 0;
  if (visible && l.kind == Kind::Axis && onAnchor && m_occluder) visible = !m_occluder(l.anchor);
  l.visible = visible;
  l.anchorPx = {d[0], d[1]};
  if (!visible) {
    l.box = {0, 0, 0, 0};
    return;
  }
  if (l.extent[0] < 0) l.actor->GetSize(m_renderer, l.extent.data());
  if (l.kind != Kind::Axis) fitWidth(l, size[0] * m_axisWidthShare - 4.0);
  const double w = l.extent[0], h = l.extent[1];
  if (l.kind == Kind::Axis) {
    // Fixed, and not in the way of the others: as 3D texts they were not either. Kept whole
    // inside the viewport: an axis title near the edge is moved in rather than cut off.
    const auto inside = [](double v, int lo, int extent, double length) {
      return std::clamp(v, lo + 2.0, std::max(lo + 2.0, lo + extent - length - 2.0));
    };
    const int width = static_cast<int>(size[0] * m_axisWidthShare);
    const auto boxAt = [&](double dx, double dy) -> std::array<double, 4> {
      return {inside(d[0] - w / 2 + l.shift[0] + dx, origin[0], width, w),
              inside(d[1] - h / 2 + l.shift[1] + dy, origin[1], size[1], h), w, h};
    };
    l.box = boxAt(0, 0);
    if (taken.overlapsText(l.box)) {
      if (!l.awayFrom) {  // a tick on another's spot (a corner of two axes): left out
        l.visible = false;
        l.box = {0, 0, 0, 0};
        return;
      }
      // A title steps away from its axis or, where the edge of the view stops it, along the
      // axis, up to three of its heights, to the nearest spot clear of the ticks; where there
      // is none it stays on its anchor and the ticks under it are left out.
      const auto from = projection.project(*l.awayFrom);
      double ux = d[0] - from[0], uy = d[1] - from[1];
      const double length = std::hypot(ux, uy);
      if (length < 1)
        ux = 0, uy = -1;
      else
        ux /= length, uy /= length;
      const double vx = -uy, vy = ux;  // along the axis
      bool found = false;
      for (double r = 2; r <= 3 * h && !found; r += 2)
        for (const auto& [a, b] : {std::pair{1.0, 0.0},
                                   {0.0, 1.0},
                                   {0.0, -1.0},
                                   {M_SQRT1_2, M_SQRT1_2},
                                   {M_SQRT1_2, -M_SQRT1_2}}) {
          const auto candidate = boxAt(r * (a * ux + b * vx), r * (a * uy + b * vy));
          if (!taken.overlapsText(candidate)) {
            l.box = candidate;
            found = true;
            break;
          }
        }
    }
    taken.add(l.box);  // path and contour labels placed after it keep off it
    return;
  }
  const double xMin = origin[0] + 2.0,
               xMax = std::max(xMin, origin[0] + size[0] * m_axisWidthShare - w - 2.0);
  // Inside the viewport vertically too: a label above a system near the top edge was cut.
  const double yMin = origin[1] + 2.0, yMax = std::max(yMin, origin[1] + size[1] - h - 2.0);
  // Path labels prefer the spot above their anchor, then beside it, then below it, then
  // further up and down; contour labels the spot on their line, then above and below it.
  std::vector<std::array<double, 2>> spots;  // lower left corners
  const double step = h + kLabelGapPx;
  if (l.kind == Kind::Path) {
    spots = {{d[0] - w / 2, d[1] + 10},
             {d[0] + 10, d[1] - h / 2},
             {d[0] - w - 10, d[1] - h / 2},
             {d[0] - w / 2, d[1] - h - 10}};
    for (int k = 1; k <= kCandidateSteps; ++k) {
      spots.push_back({d[0] - w / 2, d[1] + 10 + k * step});
      spots.push_back({d[0] - w / 2, d[1] - h - 10 - k * step});
    }
  } else if (!l.alternatives.empty()) {
    spots = {{d[0] - w / 2, d[1] - h / 2}};
    for (const auto& a : l.alternatives) {
      const auto p = projection.project(a);  // not SetWorldPoint: it modifies the renderer
      if (p[2] >= 0 && p[2] <= 1) spots.push_back({p[0] - w / 2, p[1] - h / 2});
    }
  } else {
    spots = {{d[0] - w / 2, d[1] - h / 2}};
    for (int k = 1; k <= kCandidateSteps; ++k) {
      spots.push_back({d[0] - w / 2, d[1] - h / 2 + k * step});
      spots.push_back({d[0] - w / 2, d[1] - h / 2 - k * step});
    }
  }
  // Where every spot near the anchor is taken (a crowded view, presenter mode's large type),
  // the same spots shifted sideways by half and a whole label width; failing those, the spot
  // that the fewest other labels cover. A label on its line is not shifted, nor kept inside
  // the view where that moves it off its line: "E = 0.01" stood in the empty space beside the
  // surface of a 3.5-inch column figure, reading as a label of nothing.
  const bool onLine = l.kind == Kind::Contour;
  const std::size_t nearSpots = spots.size();
  if (!onLine)
    for (std::size_t i = 0; i < nearSpots; ++i)
      for (double shift : {-0.5, 0.5, -1.0, 1.0})
        spots.push_back({spots[i][0] + shift * (w + 2 * kLabelGapPx), spots[i][1]});
  std::array<double, 4> chosen{};
  double leastCovered = -1;
  for (const auto& spot : spots) {
    const std::array<double, 4> candidate{std::clamp(spot[0], xMin, xMax),
                                          std::clamp(spot[1], yMin, yMax), w, h};
    if (onLine &&
        (std::abs(candidate[0] - spot[0]) > w / 4 || std::abs(candidate[1] - spot[1]) > h / 2))
      continue;
    if (!taken.overlapsAny(candidate)) {
      chosen = candidate;
      break;
    }
    const double covered = taken.coveredArea(candidate);
    if (leastCovered < 0 || covered < leastCovered) {
      leastCovered = covered;
      chosen = candidate;
    }
  }
  if (onLine && leastCovered < 0 && chosen[2] == 0) {
    // No spot of its line is inside the view: left out.
    l.visible = false;
    l.box = {0, 0, 0, 0};
    return;
  }
  if (leastCovered >= 0 && taken.overlapsText(chosen)) {
    // Every spot covers a text: left out (the hover still names what it labels).
    l.visible = false;
    l.box = {0, 0, 0, 0};
    return;
  }
  l.box = chosen;
  taken.add(chosen);
  if (l.kind == Kind::Path) {
    // From the anchor to the nearest point of the box's edge.
    const double ex = std::clamp(d[0], chosen[0], chosen[0] + w);
    const double ey = std::clamp(d[1], chosen[1], chosen[1] + h);
    const vtkIdType ids[2] = {leaderPoints->InsertNextPoint(d[0], d[1], 0),
                              leaderPoints->InsertNextPoint(ex, ey, 0)};
    leaderLines->InsertNextCell(2, ids);
  }
}

}  // namespace scalescope::views
