#pragma once
// Labels of the efficiency landscape (axis ticks and titles, path names, iso-efficiency
// values). They are 2D text drawn over the 3D scene (flat text costs a fraction of a
// millisecond per frame; a 3D billboard per label cost ~0.45 ms in llvmpipe), placed for the
// current camera before a render whenever the camera, the viewport or the labels changed.
// Axis labels are placed first, centred on their anchor, and hidden where the surface stands in
// front of it or where they would cover an axis text placed before them (two ticks at a
// corner); an axis title moves away from its axis until it is clear of the ticks. Each other
// label goes to the first spot near its anchor that no text placed before it and no measured
// system covers (a thin leader joins a path label to its anchor), and is left out where every
// spot would cover a text. No label covers the view's own texts (its title, setKeepOff).

#include <vtkSmartPointer.h>
#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "views/surface/dot_cover.h"

class vtkActor2D;
class vtkCellArray;
class vtkObject;
class vtkPoints;
class vtkPolyData;
class vtkRenderer;
class vtkTextActor;

namespace scalescope::views {

class DisplayProjection;

/// The floating labels of one renderer, in placement order (earlier labels win a spot).
class SurfaceLabels {
 public:
  enum class Kind {
    Axis,    ///< plain text centred on its anchor (plus a pixel shift)
    Path,    ///< boxed, framed in its path's colour, above its anchor
    Contour  ///< small, centred on its anchor (on the iso-line)
  };

  explicit SurfaceLabels(vtkRenderer* renderer);
  ~SurfaceLabels();
  SurfaceLabels(const SurfaceLabels&) = delete;
  SurfaceLabels& operator=(const SurfaceLabels&) = delete;

  /// Adds a label anchored at a world point; rgb frames path labels; fontSizePx 0 takes the
  /// kind's size (axis 13, path 13, contour 12). A `dynamic` label (a trajectory's name)
  /// is drawn by the overlay renderer, if there is one.
  void add(Kind kind, const std::string& text, const std::array<double, 3>& anchor,
           const std::array<double, 3>& rgb = {0, 0, 0}, int fontSizePx = 0, bool dynamic = false);
  /// An axis title: an Axis label that, where it would cover an axis text placed before it
  /// (its ticks, in a small view), moves away from `from` (a world point on its axis) until
  /// it is clear.
  void addAxisTitle(const std::string& text, const std::array<double, 3>& anchor,
                    const std::array<double, 3>& from, int fontSizePx);
  /// The display boxes (x, y, w, h) of texts that others draw in the viewport (the view's
  /// title): asked at every placement, kept free of labels while VTK draws the labels.
  void setKeepOff(std::function<std::vector<std::array<double, 4>>()> boxes);
  std::vector<std::array<double, 4>> keepOffBoxes() const;
  /// A renderer over the main one that draws the dynamic labels and the leader lines: what a
  /// slider step redraws (SurfaceScene::useOverlay).
  void setOverlay(vtkRenderer* overlay);
  /// A contour label that stays on its own line: centred on `anchors[0]`, or when that spot
  /// is taken on the next of the other points of the line, never beside the line (where it
  /// could sit nearer to a neighbouring line and read out of order).
  void addOnLine(const std::string& text, const std::vector<std::array<double, 3>>& anchors);
  /// Removes every label of one kind but the first `keep` of it.
  void clear(Kind kind, int keep = 0);
  /// Shows or hides label i of a kind and shifts it by (dx, dy) display pixels from its
  /// anchor (axis labels: moved below a floor line in a side view).
  void arrange(Kind kind, int i, bool shown, std::array<double, 2> shiftPx);
  /// World points that labels should not cover (the measured systems).
  void setObstacles(std::vector<std::array<double, 3>> points);
  /// Answers whether the scene hides a world point from the camera; axis labels anchored at
  /// such a point are not drawn. The labels are placed anew at the next render.
  void setOccluder(std::function<bool(const std::array<double, 3>&)> hidden);
  void setLightBackground(bool light);
  /// Draws every label `k` times its own size (presenter mode); placed anew at the next render.
  void setTextScale(double k);
  /// Makes the next render place the labels even if nothing they know of changed.
  void invalidate() { m_placedFor = {}; }

  /// Texts of the labels of one kind, in the order they were added.
  std::vector<std::string> texts(Kind kind) const;
  /// World anchors of the labels of one kind, in the order they were added.
  std::vector<std::array<double, 3>> anchors(Kind kind) const;
  /// Lower left corner and size (display pixels) of label i of a kind after the last
  /// placement; for tests of overlap.
  std::array<double, 4> box(Kind kind, int i) const;
  /// Whether label i of a kind was drawn at the last placement.
  bool drawn(Kind kind, int i) const;
  /// Placements so far (tests: a render with an unchanged camera places nothing).
  int placementCount() const { return m_placements; }
  /// How many times the systems' dots were projected and their DotCover summed (once per
  /// camera and viewport, not per placement).
  int dotCoverCount() const { return m_dotCovers; }

  /// A label as the last placement left it, for an exporter that draws the text itself.
  struct Placed {
    Kind kind;
    std::string text;
    std::array<double, 4> box;  ///< lower left corner and size, display pixels
    std::array<double, 2> anchorPx;
    std::array<double, 3> rgb;
    int fontSizePx;
  };
  /// The labels drawn at the last placement, in drawing order.
  std::vector<Placed> placed() const;
  /// Off: every render still places the labels, but VTK draws none of them (nor the leader
  /// lines); an exporter paints placed() with Qt, as text that stays text in PDF and SVG.
  void setDrawnByVtk(bool on);
  /// Share of the viewport's width that labels stay inside (the colour bar has the rest): a
  /// title near the right edge is moved left rather than under the bar.
  void setAxisWidthShare(double share);
  double axisWidthShare() const { return m_axisWidthShare; }

  /// Puts every label at its spot for the renderer's current camera (public for tests).
  void place();
  /// place() if the camera, the viewport or the labels changed since the last placement;
  /// the main renderer does this when it starts a frame, the overlay's owner before it.
  void placeIfStale();

 private:
  struct Label {
    Kind kind;
    vtkSmartPointer<vtkTextActor> actor;
    std::array<double, 3> anchor;
    std::array<double, 3> rgb;
    int fontSizePx;
    bool shown = true;
    std::array<double, 2> shift{0, 0};
    std::array<double, 4> box{0, 0, 0, 0};
    bool dynamic = false;
    vtkRenderer* owner = nullptr;          ///< the renderer that draws it
    std::array<double, 2> extent{-1, -1};  ///< text size in pixels, −1 until measured
    std::array<double, 2> anchorPx{0, 0};
    bool visible = false;
    std::vector<std::array<double, 3>> alternatives;  ///< other spots on its line
    std::string text;   ///< as given; the actor shows it wrapped when it is wider than the view
    int wrapChars = 0;  ///< the line length it is wrapped at, 0: as given
    std::optional<std::array<double, 3>> awayFrom;  ///< an axis title's axis (addAxisTitle)
  };
  /// What the last placement depended on besides the labels themselves.
  struct View {
    const void* camera = nullptr;
    unsigned long cameraTime = 0;
    std::array<int, 4> viewport{-1, -1, -1, -1};
    bool operator==(const View&) const = default;
  };
  void style(Label& label) const;
  /// Wraps a label wider than `room` pixels at spaces (and unwraps it once it fits again).
  void fitWidth(Label& label, double room);
  vtkRenderer* leaderRenderer() const;
  void onStartRender(vtkObject*, unsigned long, void*);
  Label* find(Kind kind, int i);
  const Label* find(Kind kind, int i) const;
  View currentView() const;
  class TakenBoxes;
  void hideTicksUnderTitles();
  void placeLabel(Label& l, const DisplayProjection& projection, TakenBoxes& taken,
                  vtkPoints* leaderPoints, vtkCellArray* leaderLines);

  vtkRenderer* m_renderer;
  vtkRenderer* m_overlay = nullptr;
  std::vector<Label> m_labels;
  /// Labels clear() removed, the latest few, kept for an add() of the same text and look.
  std::vector<Label> m_spare;
  std::vector<std::array<double, 3>> m_obstacles;
  DotCover m_dots;  ///< m_obstacles on the screen, for:
  View m_dotsFor;
  int m_dotCovers = 0;
  std::function<bool(const std::array<double, 3>&)> m_occluder;
  std::function<std::vector<std::array<double, 4>>()> m_keepOff;
  View m_placedFor;  ///< reset by every change to the labels
  int m_placements = 0;
  vtkSmartPointer<vtkPolyData> m_leaders;  ///< lines from path labels to their anchors
  vtkSmartPointer<vtkActor2D> m_leaderActor;
  bool m_light = false;
  double m_textScale = 1.0;
  bool m_drawnByVtk = true;
  double m_axisWidthShare = 1.0;
  unsigned long m_observer = 0;
};

}  // namespace scalescope::views
