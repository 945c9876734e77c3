#include "views/surface/surface_scene.h"

#include <QCoreApplication>

#include <vtkActor.h>
#include <vtkCamera.h>
#include <vtkCellArray.h>
#include <vtkColorTransferFunction.h>
#include <vtkContourFilter.h>
#include <vtkCoordinate.h>
#include <vtkLookupTable.h>
#include <vtkMath.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkPolyDataNormals.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>
#include <vtkScalarBarActor.h>
#include <vtkSphereSource.h>
#include <vtkTextActor.h>
#include <vtkTextProperty.h>
#include <vtkUnsignedCharArray.h>
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <utility>

#include "model/core/number_text.h"
#include "model/laws/law_params.h"
#include "model/laws/laws.h"
#include "views/common/model_text.h"
#include "views/common/text_style.h"
#include "views/surface/display_projection.h"
#include "views/surface/surface_mesh.h"

namespace scalescope::views {

namespace {

constexpr double kHeight = 4.0;  // world height of E = 1; the floor is 8–10 units wide
// Quads per side of the draft surface drawn during a drag: llvmpipe's cost of the surface is
// about proportional to its vertices (grid 32: 2.5 ms, 128: 11 ms per frame).
constexpr int kDraftCells = 48;

// Viridis control points (perceptually uniform, readable in print and for colour-blind
// viewers): low efficiency dark purple, high efficiency yellow.
constexpr double kViridis[][4] = {
    {0.000, 0.267, 0.005, 0.329}, {0.125, 0.283, 0.141, 0.458}, {0.250, 0.254, 0.265, 0.530},
    {0.375, 0.207, 0.372, 0.553}, {0.500, 0.164, 0.471, 0.558}, {0.625, 0.128, 0.567, 0.551},
    {0.750, 0.135, 0.659, 0.518}, {0.875, 0.478, 0.821, 0.318}, {1.000, 0.993, 0.906, 0.144}};

vtkSmartPointer<vtkColorTransferFunction> viridis() {
  auto f = vtkSmartPointer<vtkColorTransferFunction>::New();
  for (const auto& c : kViridis) f->AddRGBPoint(c[0], c[1], c[2], c[3]);
  return f;
}

}  // namespace

std::array<double, 3> efficiencyColor(double efficiency) {
  static const auto map = viridis();
  std::array<double, 3> rgb{};
  map->GetColor(std::clamp(efficiency, 0.0, 1.0), rgb.data());
  return rgb;
}

SurfaceScene::SurfaceScene(vtkRenderer* renderer) : m_renderer(renderer), m_labels(renderer) {
  const auto map = viridis();
  m_lut->SetNumberOfTableValues(256);
  m_lut->SetTableRange(0, 1);
  for (int i = 0; i < 256; ++i) {
    double rgb[3];
    map->GetColor(i / 255.0, rgb);
    m_lut->SetTableValue(i, rgb[0], rgb[1], rgb[2], 1.0);
  }
  m_lut->Build();

  vtkNew<vtkPolyDataMapper> surfaceMapper;
  surfaceMapper->SetInputData(m_surfaceData);
  surfaceMapper->SetLookupTable(m_lut);
  surfaceMapper->SetScalarRange(0, 1);
  surfaceMapper->SetInterpolateScalarsBeforeMapping(true);
  m_surfaceActor->SetMapper(surfaceMapper);
  m_surfaceActor->GetProperty()->SetAmbient(0.35);
  m_surfaceActor->GetProperty()->SetDiffuse(0.7);
  // The draft keeps its own mapper, so switching detail uploads nothing to the GPU. Its
  // facets are 2.6 times wider than the full grid's: with point normals it is shaded
  // smoothly, as the fine grid looks, instead of showing every facet.
  m_draftNormals->SetInputData(m_draftData);
  m_draftNormals->SplittingOff();
  vtkNew<vtkPolyDataMapper> draftMapper;
  draftMapper->SetInputConnection(m_draftNormals->GetOutputPort());
  draftMapper->SetLookupTable(m_lut);
  draftMapper->SetScalarRange(0, 1);
  draftMapper->SetInterpolateScalarsBeforeMapping(true);
  m_draftActor->SetMapper(draftMapper);
  m_draftActor->SetProperty(m_surfaceActor->GetProperty());
  m_draftActor->SetVisibility(false);

  m_scalarBar->SetLookupTable(m_lut);
  // One short line: the bar's 14 % of a narrow view wrapped "Efficiency E", and the E axis
  // and the title above already say what E is.
  m_scalarBar->SetTitle("E");
  m_scalarBar->SetNumberOfLabels(6);
  m_scalarBar->SetLabelFormat("%.1f");
  m_scalarBar->SetPosition(kPlotShare + 0.01, 0.12);
  m_scalarBar->SetWidth(0.07);
  m_scalarBar->SetHeight(0.75);
  m_scalarBar->SetUnconstrainedFontSize(true);

  m_contours->SetInputData(m_surfaceData);
  // The draft has iso-lines of its own: the full grid's would dip under its coarser facets.
  m_draftContours->SetInputData(m_draftData);
  setContourLevels({0.9, 0.5, 0.1, 0.01});
  for (auto [filter, actor] : {std::pair<vtkContourFilter*, vtkActor*>{m_contours, m_contourActor},
                               {m_draftContours, m_draftContourActor}}) {
    vtkNew<vtkPolyDataMapper> contourMapper;
    contourMapper->SetInputConnection(filter->GetOutputPort());
    contourMapper->ScalarVisibilityOff();
    // Draw the lines slightly in front of the surface they lie on; the draft's cross wider,
    // non-planar quads, between whose two triangles a line can sink further.
    contourMapper->SetResolveCoincidentTopologyToPolygonOffset();
    if (filter == m_draftContours.Get())
      contourMapper->SetRelativeCoincidentTopologyLineOffsetParameters(-4, -40);
    else
      contourMapper->SetRelativeCoincidentTopologyLineOffsetParameters(0, -4);
    actor->SetMapper(contourMapper);
  }
  m_contourActor->GetProperty()->SetLineWidth(2.0);
  m_draftContourActor->SetProperty(m_contourActor->GetProperty());
  m_draftContourActor->SetVisibility(false);

  m_markerSource->SetRadius(0.16);
  m_markerSource->SetThetaResolution(24);
  m_markerSource->SetPhiResolution(16);
  vtkNew<vtkPolyDataMapper> markerMapper;
  markerMapper->SetInputConnection(m_markerSource->GetOutputPort());
  m_markerActor->SetMapper(markerMapper);
  m_markerActor->GetProperty()->SetColor(0.90, 0.10, 0.10);
  // See-through: the default scenario is Piz Daint 2018-11, whose dot sits inside it. One
  // layer (back faces culled), blended in draw order (BlendingRenderer); 0.7 lets through what
  // the two layers of 0.45 that an order-independent pass blended did (0.55² ≈ 0.3).
  m_markerActor->GetProperty()->SetOpacity(0.7);
  m_markerActor->GetProperty()->BackfaceCullingOn();
  vtkNew<vtkPolyDataMapper> stemMapper;
  stemMapper->SetInputData(m_markerStem);
  m_markerStemActor->SetMapper(stemMapper);
  m_markerStemActor->GetProperty()->SetColor(0.90, 0.10, 0.10);
  m_markerStemActor->GetProperty()->SetLineWidth(2.0);

  vtkNew<vtkPolyDataMapper> systemMapper;
  systemMapper->SetInputData(m_systemData);
  systemMapper->SetScalarModeToUsePointData();
  m_systemActor->SetMapper(systemMapper);
  m_systemActor->GetProperty()->SetPointSize(11);
  m_systemActor->GetProperty()->SetRenderPointsAsSpheres(true);

  vtkNew<vtkPolyDataMapper> axesMapper;
  axesMapper->SetInputData(m_axesData);
  m_axesActor->SetMapper(axesMapper);
  m_axesActor->GetProperty()->SetLineWidth(1.0);

  styleText(m_caption->GetTextProperty(), 13, false);
  m_caption->SetPosition(8, 6);
  // Top left, whatever the viewport's size: which model the surface shows.
  m_title->SetInput(title().c_str());
  fitFontToText(m_title->GetTextProperty(), title());
  m_title->GetPositionCoordinate()->SetCoordinateSystemToNormalizedViewport();
  m_title->SetPosition(0.01, 0.985);

  for (vtkProp* p : std::initializer_list<vtkProp*>{
           m_surfaceActor, m_draftActor, m_contourActor, m_draftContourActor, m_markerActor,
           m_markerStemActor, m_systemActor, m_axesActor, m_scalarBar, m_caption, m_title})
    m_renderer->AddViewProp(p);
  setLightBackground(false);
  m_labels.setAxisWidthShare(kPlotShare);
  m_labels.setOccluder([this](const std::array<double, 3>& p) { return surfaceHides(p); });
  m_labels.setKeepOff([this] { return ownTextBoxes(); });
}

std::vector<std::array<double, 4>> SurfaceScene::ownTextBoxes() const {
  std::vector<std::array<double, 4>> out;
  for (vtkTextActor* text : {m_title.Get(), m_caption.Get()}) {
    if (!text->GetVisibility() || !text->GetInput() || !*text->GetInput()) continue;
    // Measured once per text and font: measuring modifies the actor, which would make the
    // main layer's kept frame look stale at every placement (StaticLayer).
    auto& measured = m_ownTextSizes[text];
    const std::string key = text->GetInput() + std::to_string(text->GetTextProperty()->GetMTime());
    if (measured.first != key)
      measured = {key, {}}, text->GetSize(m_renderer, measured.second.data());
    const auto& size = measured.second;
    const double* at = text->GetPositionCoordinate()->GetComputedDoubleDisplayValue(m_renderer);
    // The title hangs from its position (justified to the top), the caption stands on it.
    const bool top = text->GetTextProperty()->GetVerticalJustification() == VTK_TEXT_TOP;
    out.push_back({at[0], top ? at[1] - size[1] : at[1], size[0], size[1]});
  }
  return out;
}

SurfaceScene::~SurfaceScene() = default;

void SurfaceScene::useOverlay(vtkRenderer* overlay) {
  for (vtkProp* p : dynamicProps()) {
    this->overlay()->RemoveViewProp(p);
    overlay->AddViewProp(p);
  }
  m_overlay = overlay;
  m_labels.setOverlay(overlay);
}

std::vector<vtkProp*> SurfaceScene::dynamicProps() const {
  std::vector<vtkProp*> out{m_markerActor, m_markerStemActor};
  for (const auto& a : m_trajectoryActors) out.push_back(a);
  return out;
}

std::array<double, 3> SurfaceScene::toWorld(const LandscapePoint& p) const {
  return {std::log10(std::max(p.n, 1.0)), -std::log10(std::max(p.serialFraction, 1e-300)),
          std::clamp(p.efficiency, 0.0, 1.0) * kHeight};
}

void SurfaceScene::setGrid(const model::EfficiencyGrid& grid) {
  const int rows = static_cast<int>(grid.efficiency.rows());
  const int cols = static_cast<int>(grid.efficiency.cols());
  const bool sameShape = m_grid.efficiency.rows() == rows && m_grid.efficiency.cols() == cols;
  const bool sameAxes = sameShape && m_grid.logN.log10Min == grid.logN.log10Min &&
                        m_grid.logN.log10Max == grid.logN.log10Max &&
                        m_grid.logSerialFraction.log10Min == grid.logSerialFraction.log10Min &&
                        m_grid.logSerialFraction.log10Max == grid.logSerialFraction.log10Max;
  m_grid = grid;
  fillSurfaceMesh(m_surfaceData, grid, evenlySpaced(rows, rows - 1), evenlySpaced(cols, cols - 1),
                  kHeight, !sameShape);
  fillSurfaceMesh(m_draftData, grid, evenlySpaced(rows, kDraftCells),
                  evenlySpaced(cols, kDraftCells), kHeight, !sameShape);
  if (!sameAxes) rebuildAxes();
  if (!sameAxes) placeMarker();
  setContourLevels({0.9, 0.5, 0.1, 0.01});
  m_labels.invalidate();  // what the surface hides has changed
}

void SurfaceScene::setDraft(bool draft) {
  m_draft = draft;
  m_surfaceActor->SetVisibility(!draft);
  m_contourActor->SetVisibility(!draft);
  m_draftActor->SetVisibility(draft);
  m_draftContourActor->SetVisibility(draft);
}

int SurfaceScene::shownSurfaceCellCount() const {
  return static_cast<int>(shownSurface()->GetNumberOfPolys());
}

void SurfaceScene::showScenario(const model::Scenario& scenario, const model::ParamSet& changed) {
  using model::Param;
  if (changed.intersects({Param::SurfaceLogNMax, Param::SurfaceGrid}))
    setGrid(model::landscapeGrid(scenario));
  if (changed.intersects({Param::N, Param::SerialFraction})) {
    const model::LawParams laws = model::lawParams(scenario);
    const double n = laws.n, s = laws.serialFraction;
    setMarker({n, s, model::amdahlEfficiency(n, s).valueOr(0.0)});
  }
}

void SurfaceScene::setContourLevels(const std::vector<double>& levels) {
  for (vtkContourFilter* filter : {m_contours.Get(), m_draftContours.Get()}) {
    filter->SetNumberOfContours(static_cast<int>(levels.size()));
    for (std::size_t i = 0; i < levels.size(); ++i)
      filter->SetValue(static_cast<int>(i), levels[i]);
  }
  m_labels.clear(SurfaceLabels::Kind::Contour);
  if (m_surfaceData->GetNumberOfPoints() == 0) return;
  m_contours->Update();
  // Label each iso-line where it crosses the middle of the serial-fraction axis.
  vtkPolyData* out = m_contours->GetOutput();
  const double midY =
      -0.5 * (m_grid.logSerialFraction.log10Min + m_grid.logSerialFraction.log10Max);
  for (double level : levels) {
    // Points of this iso-line, nearest to the middle first; spots at least half a decade
    // apart along 1−α, so that a label pushed off its first spot stays on its line.
    std::vector<std::array<double, 3>> line;
    for (vtkIdType i = 0; i < out->GetNumberOfPoints(); ++i) {
      double p[3];
      out->GetPoint(i, p);
      if (std::abs(p[2] - level * kHeight) <= 1e-6 * kHeight) line.push_back({p[0], p[1], p[2]});
    }
    if (line.empty()) continue;
    std::sort(line.begin(), line.end(), [midY](const auto& a, const auto& b) {
      return std::abs(a[1] - midY) < std::abs(b[1] - midY);
    });
    std::vector<std::array<double, 3>> spots;
    for (const auto& p : line)
      if (std::none_of(spots.begin(), spots.end(),
                       [&](const auto& q) { return std::abs(q[1] - p[1]) < 0.5; }))
        spots.push_back(p);
    // "E = 0,5" in a German window, as its other numbers.
    m_labels.addOnLine("E = " + localNumberText(model::shortNumber(level)).toStdString(), spots);
  }
}

bool SurfaceScene::surfaceHides(const std::array<double, 3>& p) const {
  vtkCamera* camera = m_renderer->GetActiveCamera();
  // Toward the eye: to its position (perspective) or far along the view direction.
  std::array<double, 3> ray{};
  const double* eye = camera->GetPosition();
  const double* forward = camera->GetDirectionOfProjection();
  for (int i = 0; i < 3; ++i)
    ray[i] = camera->GetParallelProjection() ? -100 * forward[i] : eye[i] - p[i];
  return surfaceCrosses(m_grid, kHeight, p, ray);
}

int SurfaceScene::surfacePointCount() const {
  return static_cast<int>(m_surfaceData->GetNumberOfPoints());
}

int SurfaceScene::contourLineCount() const {
  m_contours->Update();
  return static_cast<int>(m_contours->GetOutput()->GetNumberOfLines());
}

void SurfaceScene::rebuildAxes() {
  m_labels.clear(SurfaceLabels::Kind::Axis);
  m_axisLabelRoles.clear();
  const double x0 = m_grid.logN.log10Min, x1 = m_grid.logN.log10Max;
  // World y is −log₁₀(1−α): y0 (front) is the largest serial fraction.
  const double y0 = -m_grid.logSerialFraction.log10Max, y1 = -m_grid.logSerialFraction.log10Min;
  vtkNew<vtkPoints> points;
  vtkNew<vtkCellArray> lines;
  const int xStep = (x1 - x0) > 6 ? 2 : 1;
  const int yStep = (y1 - y0) > 6 ? 2 : 1;
  auto label = [&](const std::string& text, std::array<double, 3> at, int size, AxisRole role) {
    m_labels.add(SurfaceLabels::Kind::Axis, text, at, {0, 0, 0}, size);
    m_axisLabelRoles.push_back(role);
  };
  // A title moves off its ticks away from the point of its axis given last.
  auto title = [&](const std::string& text, std::array<double, 3> at, std::array<double, 3> axis,
                   AxisRole role) {
    m_labels.addAxisTitle(text, at, axis, 15);
    m_axisLabelRoles.push_back(role);
  };
  for (int k = static_cast<int>(std::ceil(x0)); k <= static_cast<int>(std::floor(x1)); ++k) {
    addLine(points, lines, {double(k), y0, 0}, {double(k), y1, 0});
    if ((k - static_cast<int>(std::ceil(x0))) % xStep == 0)
      label("10" + model::superscript(k), {double(k), y0 - 0.55, 0}, 13, AxisRole::NTick);
  }
  for (int k = static_cast<int>(std::ceil(y0)); k <= static_cast<int>(std::floor(y1)); ++k) {
    addLine(points, lines, {x0, double(k), 0}, {x1, double(k), 0});
    if ((k - static_cast<int>(std::ceil(y0))) % yStep == 0)
      label("10" + model::superscript(-k), {x1 + 0.6, double(k), 0}, 13, AxisRole::SerialTick);
  }
  // Back walls: the E axis with ticks at 0, 0.5 and 1.
  for (double e : {0.0, 0.5, 1.0}) {
    addLine(points, lines, {x0, y1, e * kHeight}, {x1, y1, e * kHeight});
    char text[8];
    std::snprintf(text, sizeof text, "%.1f", e);
    label(text, {x0 - 0.35, y1 + 0.2, e * kHeight}, 13, AxisRole::ETick);
  }
  addLine(points, lines, {x0, y1, 0}, {x0, y1, kHeight});
  addLine(points, lines, {x1, y1, 0}, {x1, y1, kHeight});
  title(QCoreApplication::translate("SurfaceScene", "Processors N").toStdString(),
        {0.5 * (x0 + x1), y0 - 1.3, 0}, {0.5 * (x0 + x1), y0, 0}, AxisRole::NTitle);
  // Halfway between two labelled ticks near the middle, so that it does not cover them.
  const double firstTick = std::ceil(y0);
  const double titleY =
      firstTick + yStep * (std::floor((0.5 * (y0 + y1) - firstTick) / yStep) + 0.5);
  title(QCoreApplication::translate("SurfaceScene", "Serial fraction 1−α").toStdString(),
        {x1 + 2.4, titleY, 0}, {x1, titleY, 0}, AxisRole::SerialTitle);
  title(QCoreApplication::translate("SurfaceScene", "Efficiency E").toStdString(),
        {x0 - 0.6, y1 + 0.4, kHeight + 0.5}, {x0 - 0.6, y1 + 0.4, kHeight}, AxisRole::ETitle);
  m_axesData->SetPoints(points);
  m_axesData->SetLines(lines);
  arrangeAxisLabels();
}

void SurfaceScene::setLightBackground(bool light) {
  m_lightBackground = light;
  if (light)
    m_renderer->SetBackground(1, 1, 1);
  else
    m_renderer->SetBackground(0.11, 0.12, 0.15);
  const double ink = light ? 0.0 : 0.92;
  m_axesActor->GetProperty()->SetColor(light ? 0.55 : 0.45, light ? 0.55 : 0.47,
                                       light ? 0.55 : 0.52);
  m_contourActor->GetProperty()->SetColor(ink, ink, ink);
  styleOverlayText();
  m_labels.setLightBackground(light);
}

void SurfaceScene::setTextScale(double k) {
  if (k == m_textScale) return;
  m_textScale = k;
  styleOverlayText();
  m_labels.setTextScale(k);
}

void SurfaceScene::styleOverlayText() {
  const auto px = [this](int size) { return static_cast<int>(std::lround(size * m_textScale)); };
  styleText(m_scalarBar->GetTitleTextProperty(), px(14), m_lightBackground);
  styleText(m_scalarBar->GetLabelTextProperty(), px(12), m_lightBackground);
  styleText(m_caption->GetTextProperty(), px(13), m_lightBackground, caption());
  styleText(m_title->GetTextProperty(), px(13), m_lightBackground,
            m_title->GetInput() ? m_title->GetInput() : "");
  m_title->GetTextProperty()->SetBold(true);
  m_title->GetTextProperty()->SetVerticalJustificationToTop();
}

void SurfaceScene::copyContentTo(SurfaceScene& other) const {
  // The copy (an exported figure) always shows the full grid, whatever a drag left here.
  other.setDraft(false);
  other.setLightBackground(m_lightBackground);
  other.setGrid(m_grid);
  other.setMarker(m_marker);
  other.setSystems(m_systems);
  other.setGenerationPaths(m_generationPaths);
  other.setTrajectories(m_trajectories);
  other.setCaption(m_caption->GetInput() ? m_caption->GetInput() : "");
  // Axis texts arranged for the same view (a top view hides the E axis), camera untouched.
  other.m_preset = m_preset;
  other.arrangeAxisLabels();
}

void SurfaceScene::setOverlayDrawnByVtk(bool on) {
  m_labels.setDrawnByVtk(on);
  m_scalarBar->SetVisibility(on);
  m_caption->SetVisibility(on);
  m_title->SetVisibility(on);
}

std::string SurfaceScene::colourBarTitle() const {
  return m_scalarBar->GetTitle() ? m_scalarBar->GetTitle() : "";
}

std::string SurfaceScene::title() const {
  return QCoreApplication::translate("SurfaceScene", "Amdahl's law: E = 1 / (1 + (1−α)(N − 1))")
      .toStdString();
}

void SurfaceScene::setPixelScale(double k) {
  const double ratio = k / m_pixelScale;
  m_pixelScale = k;
  for (vtkActor* a :
       {m_contourActor.Get(), m_markerStemActor.Get(), m_systemActor.Get(), m_axesActor.Get()}) {
    a->GetProperty()->SetLineWidth(static_cast<float>(a->GetProperty()->GetLineWidth() * ratio));
    a->GetProperty()->SetPointSize(static_cast<float>(a->GetProperty()->GetPointSize() * ratio));
  }
  for (const auto* actors : {&m_generationActors, &m_trajectoryActors})
    for (const auto& a : *actors)
      a->GetProperty()->SetLineWidth(static_cast<float>(a->GetProperty()->GetLineWidth() * ratio));
}

std::string SurfaceScene::caption() const {
  return m_caption->GetInput() ? m_caption->GetInput() : "";
}

void SurfaceScene::setCaption(const std::string& text) {
  m_caption->SetInput(text.c_str());
  fitFontToText(m_caption->GetTextProperty(), text);
  m_labels.invalidate();  // the labels keep off it
}

void SurfaceScene::arrangeAxisLabels() {
  // An axis seen end-on would pile its labels onto one spot: hide them. In a side view the
  // ticks and the title of the horizontal axis share the floor line: move them below it.
  const bool top = m_preset == CameraPreset::Top;
  const bool sideN = m_preset == CameraPreset::SideN;
  const bool sideS = m_preset == CameraPreset::SideSerialFraction;
  for (std::size_t i = 0; i < m_axisLabelRoles.size(); ++i) {
    const AxisRole role = m_axisLabelRoles[i];
    const bool nAxis = role == AxisRole::NTick || role == AxisRole::NTitle;
    const bool sAxis = role == AxisRole::SerialTick || role == AxisRole::SerialTitle;
    const bool eAxis = role == AxisRole::ETick || role == AxisRole::ETitle;
    const bool hidden = (top && eAxis) || (sideN && sAxis) || (sideS && nAxis);
    const bool below = (sideN && nAxis) || (sideS && sAxis);
    const bool title = role == AxisRole::NTitle || role == AxisRole::SerialTitle;
    m_labels.arrange(SurfaceLabels::Kind::Axis, static_cast<int>(i), !hidden,
                     {0.0, below ? (title ? -34.0 : -12.0) : 0.0});
  }
}

SurfaceCamera SurfaceScene::camera() const {
  vtkCamera* c = m_renderer->GetActiveCamera();
  SurfaceCamera out;
  c->GetPosition(out.position.data());
  c->GetFocalPoint(out.focalPoint.data());
  c->GetViewUp(out.viewUp.data());
  out.viewAngleDegrees = c->GetViewAngle();
  out.parallelProjection = c->GetParallelProjection() != 0;
  out.parallelScale = c->GetParallelScale();
  return out;
}

void SurfaceScene::setCamera(const SurfaceCamera& camera) {
  vtkCamera* c = m_renderer->GetActiveCamera();
  c->SetPosition(camera.position.data());
  c->SetFocalPoint(camera.focalPoint.data());
  c->SetViewUp(camera.viewUp.data());
  c->SetViewAngle(camera.viewAngleDegrees);
  c->SetParallelProjection(camera.parallelProjection);
  c->SetParallelScale(camera.parallelScale);
  m_renderer->ResetCameraClippingRange();
  m_followPreset = false;  // a saved camera is the user's
}

namespace {
double aspectOf(vtkRenderer* renderer) {
  const int* size = renderer->GetSize();
  return size[0] > 0 && size[1] > 0 ? double(size[0]) / size[1] : 4.0 / 3.0;
}
}  // namespace

void SurfaceScene::keepPresetFramed() {
  if (!m_followPreset) return;
  const double aspect = aspectOf(m_renderer);
  if (std::abs(aspect - m_presetAspect) > 0.01 * m_presetAspect) applyCamera(m_preset);
}

void SurfaceScene::applyCamera(CameraPreset preset) {
  m_preset = preset;
  m_followPreset = true;
  m_presetAspect = aspectOf(m_renderer);
  arrangeAxisLabels();
  vtkCamera* camera = m_renderer->GetActiveCamera();
  const double x0 = m_grid.logN.log10Min, x1 = m_grid.logN.log10Max;
  const double y0 = -m_grid.logSerialFraction.log10Max, y1 = -m_grid.logSerialFraction.log10Min;
  const double cx = 0.5 * (x0 + x1), cy = 0.5 * (y0 + y1), cz = 0.5 * kHeight;
  camera->SetParallelProjection(preset != CameraPreset::Perspective);
  // VTK's default angle, before the 5 % zoom below narrows it: a preset is the same camera
  // however often it is chosen and whatever the camera was before.
  camera->SetViewAngle(30);
  if (preset == CameraPreset::Perspective) {
    // From the low-efficiency corner (many units, large serial fraction): the cliff where
    // efficiency collapses faces the viewer, N grows to the right.
    camera->SetFocalPoint(cx, cy, cz);
    camera->SetPosition(cx + 6, cy - 17, cz + 12);
    camera->SetViewUp(0, 0, 1);
    // Frame the props and the anchors of the axis texts, which lie outside the grid.
    double bounds[6];
    m_renderer->ComputeVisiblePropBounds(bounds);
    for (const auto& a : m_labels.anchors(SurfaceLabels::Kind::Axis))
      for (int i = 0; i < 3; ++i) {
        bounds[2 * i] = std::min(bounds[2 * i], a[i]);
        bounds[2 * i + 1] = std::max(bounds[2 * i + 1], a[i]);
      }
    m_renderer->ResetCamera(bounds);
    camera->Zoom(1.05 * kPlotShare);
    // Into the plot share: the camera steps right by the colour bar's share of the half
    // width, so the picture sits left of the bar and no axis text has to be pushed off its
    // anchor by it (a plain move: the camera stays a SurfaceCamera's numbers).
    const double aspect = aspectOf(m_renderer);
    const double halfWidth = camera->GetDistance() *
                             std::tan(0.5 * camera->GetViewAngle() * 3.14159265358979 / 180) *
                             aspect;
    double right[3];
    vtkMath::Cross(camera->GetDirectionOfProjection(), camera->GetViewUp(), right);
    vtkMath::Normalize(right);
    const double step = (1 - kPlotShare) * halfWidth;
    const double* f = camera->GetFocalPoint();
    const double* p = camera->GetPosition();
    camera->SetFocalPoint(f[0] + step * right[0], f[1] + step * right[1], f[2] + step * right[2]);
    camera->SetPosition(p[0] + step * right[0], p[1] + step * right[1], p[2] + step * right[2]);
    m_renderer->ResetCameraClippingRange();
    return;
  }
  // Orthographic, so a top view reads as a heat map and a side view as a plot. The visible
  // extent (world units) covers the grid, its tick labels and titles; the colour bar takes
  // the right 14 % of the viewport.
  struct Frame {
    std::array<double, 3> right, up, towardViewer;
    double h0, h1, v0, v1;  // horizontal and vertical extent along right and up
  };
  const Frame f =
      preset == CameraPreset::Top
          ? Frame{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, x0 - 0.9, x1 + 3.6, y0 - 1.7, y1 + 0.4}
      : preset == CameraPreset::SideN
          ? Frame{{1, 0, 0}, {0, 0, 1}, {0, -1, 0}, x0 - 1.6, x1 + 0.6, -1.2, kHeight + 1.0}
          : Frame{{0, -1, 0}, {0, 0, 1}, {-1, 0, 0}, -y1 - 1.6, -y0 + 0.9, -1.2, kHeight + 1.0};
  const double aspect = aspectOf(m_renderer);
  const double halfHeight =
      1.04 * std::max(0.5 * (f.v1 - f.v0), 0.5 * (f.h1 - f.h0) / (aspect * kPlotShare));
  // Centre of the content, then shifted so that it sits in the middle of the plot share.
  const double h = 0.5 * (f.h0 + f.h1) + (0.5 - 0.5 * kPlotShare) * 2 * halfHeight * aspect;
  const double v = 0.5 * (f.v0 + f.v1);
  const std::array<double, 3> centre{cx, cy, cz};
  std::array<double, 3> focal{}, position{};
  for (int i = 0; i < 3; ++i) {
    // Keep the depth coordinate at the grid's centre, set the in-plane ones to (h, v).
    const double depth = centre[i] * std::abs(f.towardViewer[i]);
    focal[i] = depth + f.right[i] * h + f.up[i] * v;
    position[i] = focal[i] + 30 * f.towardViewer[i];
  }
  camera->SetFocalPoint(focal.data());
  camera->SetPosition(position.data());
  camera->SetViewUp(f.up.data());
  camera->SetParallelScale(halfHeight);
  m_renderer->ResetCameraClippingRange();
}

}  // namespace scalescope::views
