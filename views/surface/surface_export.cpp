#include "views/surface/surface_export.h"

#include <vtkImageData.h>
#include <vtkNew.h>
#include <vtkRenderWindow.h>
#include <vtkRenderer.h>
#include <vtkWindowToImageFilter.h>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QLinearGradient>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <algorithm>
#include <cmath>

#include "views/surface/blending_renderer.h"
#include "views/surface/surface_content.h"
#include "views/surface/surface_scene.h"

namespace scalescope::views {

namespace {

// PDF and SVG embed the 3D frame at this many pixels per point (3: 216 dpi, sharp in print at
// a column's width); their text is vector.
constexpr int kVectorRasterScale = 3;
// The size of the labels in layout pixels (contours 12, axes and paths 13): a figure is laid
// out at 12 px per `fontPt` points. And the bands of the title and the caption.
constexpr double kLabelPx = 12;
constexpr int kTitleBandPx = 26;
constexpr int kCaptionPx = 12;

QImage toQImage(vtkImageData* image) {
  int dims[3];
  image->GetDimensions(dims);
  const int comps = image->GetNumberOfScalarComponents();
  QImage out(dims[0], dims[1], QImage::Format_RGB888);
  const auto* data = static_cast<const unsigned char*>(image->GetScalarPointer());
  for (int y = 0; y < dims[1]; ++y) {
    // VTK images start at the bottom row.
    const unsigned char* src = data + static_cast<std::size_t>(dims[1] - 1 - y) * dims[0] * comps;
    unsigned char* dst = out.scanLine(y);
    for (int x = 0; x < dims[0]; ++x)
      for (int c = 0; c < 3; ++c) dst[3 * x + c] = src[comps * x + c];
  }
  return out;
}

QColor rgbColor(const std::array<double, 3>& rgb, int alpha = 255) {
  return QColor::fromRgbF(static_cast<float>(rgb[0]), static_cast<float>(rgb[1]),
                          static_cast<float>(rgb[2]), alpha / 255.0f);
}

QFont labelFont(double pixelSize, bool bold = false) {
  // DejaVu Sans, as on screen: it has the superscript digits and 1−α's minus and alpha.
  QFont font(QStringLiteral("DejaVu Sans"));
  font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixelSize))));
  font.setBold(bold);
  return font;
}

// The caption is the scenario's `--set` line: wrapped whole, never cut (it was cut at
// "timeline.serial_…", issue 32), in as many lines as it takes, at most 40 % of the figure.
int captionBand(const QString& caption, const QSize& layout) {
  if (caption.isEmpty()) return 0;
  const QFontMetricsF metrics(labelFont(kCaptionPx));
  const QRectF text = metrics.boundingRect(QRectF(0, 0, layout.width() - 16, 1e6),
                                           Qt::AlignLeft | Qt::TextWordWrap, caption);
  return std::min(static_cast<int>(std::ceil(text.height())) + 6, layout.height() * 2 / 5);
}

/// The colour bar of E with its ticks and a one-line title, right of the plot share.
void paintColourBar(QPainter& p, QSize frame, const QColor& ink) {
  const double w = frame.width(), h = frame.height();
  const double left = w * (SurfaceScene::kPlotShare + 0.012);
  const double barWidth = std::clamp(0.022 * w, 8.0, 24.0);
  const double top = 0.16 * h, bottom = 0.86 * h;
  QLinearGradient gradient(0, bottom, 0, top);
  for (int i = 0; i <= 16; ++i) gradient.setColorAt(i / 16.0, rgbColor(efficiencyColor(i / 16.0)));
  const QRectF bar(left, top, barWidth, bottom - top);
  p.fillRect(bar, gradient);
  p.setPen(QPen(ink, 0.8));
  p.drawRect(bar);
  p.setFont(labelFont(12));
  for (int i = 0; i <= 5; ++i) {
    const double e = i / 5.0, y = bottom - e * (bottom - top);
    p.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 3, y));
    p.drawText(QRectF(bar.right() + 5, y - 9, w - bar.right() - 5, 18),
               Qt::AlignLeft | Qt::AlignVCenter, QString::number(e, 'f', 1));
  }
  // One line above the bar, kept inside the figure: right-aligned when it is wider.
  p.setFont(labelFont(13));
  const QString title = QCoreApplication::translate("SurfaceScene", "Efficiency E");
  const double titleWidth = p.fontMetrics().horizontalAdvance(title);
  const double x = std::min(left, w - 4 - titleWidth);
  // Its baseline well above the top tick's "1.0", which is centred on the bar's top.
  p.drawText(QRectF(x, top - 30, titleWidth + 2, 20), Qt::AlignLeft | Qt::AlignBottom, title);
}

}  // namespace

struct SurfaceFigure::Parts {
  vtkNew<vtkRenderer> renderer;
  SurfaceScene scene{renderer};
  SurfaceContent content{scene};
};

SurfaceFigure::SurfaceFigure(const model::Scenario& scenario, const model::DatasetCollection& data)
    : m_parts(std::make_unique<Parts>()) {
  m_parts->content.setScenario(scenario);
  m_parts->content.setDatasets(data);
}

SurfaceFigure::~SurfaceFigure() = default;

const SurfaceScene& SurfaceFigure::scene() const {
  return m_parts->scene;
}

std::optional<SurfaceFrame> renderSurfaceFrame(const SurfaceScene& source,
                                               const SurfaceCamera* camera,
                                               const SurfaceExportOptions& options, int rasterScale,
                                               QString* error) {
  SurfaceFrame figure;
  figure.size = options.size;
  figure.lightBackground = options.lightBackground;
  figure.caption = options.caption;
  // Laid out at 12 px per fontPt points, then painted to the figure's size: the labels come
  // out at the points asked for at any size (a 3.5 in column is laid out 378 px wide at 8 pt,
  // and labels that find no room there are left out by the placement).
  figure.layoutScale = kLabelPx / std::clamp(options.fontPt, 4.0, 72.0);
  const QSize layout = (QSizeF(options.size) * figure.layoutScale).toSize();
  // The title above the 3D frame and the caption below it, in bands of their own.
  const int titleBand = options.title ? kTitleBandPx : 0;
  figure.frame = QRect(0, titleBand, layout.width(),
                       layout.height() - titleBand - captionBand(options.caption, layout));
  const int w = figure.frame.width(), h = figure.frame.height();
  vtkNew<vtkRenderWindow> window;
  window->SetOffScreenRendering(1);
  window->SetMultiSamples(0);
  window->SetSize(w, h);
  vtkNew<BlendingRenderer> renderer;
  window->AddRenderer(renderer);
  SurfaceScene scene(renderer);
  source.copyContentTo(scene);
  scene.setLightBackground(options.lightBackground);
  scene.setOverlayDrawnByVtk(false);  // text is painted by Qt, at any scale
  if (camera)
    scene.setCamera(*camera);
  else
    scene.applyCamera(CameraPreset::Perspective);
  renderer->ResetCameraClippingRange();
  // First at the layout's own size: the labels are placed where they will be painted.
  window->Render();
  figure.labels = scene.labels().placed();
  if (options.title) figure.title = QString::fromStdString(scene.title());
  // Then the 3D frame alone at the resolution asked for: the same projection, k times the
  // pixels (k per pixel of the figure), lines and points k times as wide.
  const double k = std::max(1, rasterScale) / figure.layoutScale;
  const int rw = static_cast<int>(std::lround(w * k)), rh = static_cast<int>(std::lround(h * k));
  if (rw != w || rh != h) {
    window->SetSize(rw, rh);
    scene.setPixelScale(k);
    window->Render();
  }
  vtkNew<vtkWindowToImageFilter> grab;
  grab->SetInput(window);
  grab->ReadFrontBufferOff();
  grab->Modified();
  grab->Update();
  figure.raster = toQImage(grab->GetOutput());
  if (figure.raster.size() != QSize(rw, rh)) {
    if (error)
      *error = QCoreApplication::translate("SurfaceExport",
                                           "the 3D frame could not be rendered at %1×%2 pixels")
                   .arg(rw)
                   .arg(rh);
    return std::nullopt;
  }
  return figure;
}

void paintSurfaceFrame(QPainter& p, const SurfaceFrame& f) {
  p.save();
  p.scale(1 / f.layoutScale, 1 / f.layoutScale);  // from layout pixels to the figure's
  p.setRenderHint(QPainter::Antialiasing);
  p.setRenderHint(QPainter::SmoothPixmapTransform);
  p.drawImage(QRectF(f.frame), f.raster);
  const QColor ink = f.lightBackground ? QColor(13, 13, 13) : QColor(237, 237, 237);
  const QColor paper = f.lightBackground ? QColor(255, 255, 255) : QColor(26, 26, 26);
  p.save();
  p.translate(f.frame.topLeft());
  paintColourBar(p, f.frame.size(), ink);
  // VTK's display pixels start at the bottom left, Qt's at the top left.
  const double h = f.frame.height();
  const auto rectOf = [h](const std::array<double, 4>& b) {
    return QRectF(b[0], h - b[1] - b[3], b[2], b[3]);
  };
  for (const auto& l : f.labels) {
    const QRectF box = rectOf(l.box);
    if (l.kind == SurfaceLabels::Kind::Path) {
      // The leader from the anchor to the nearest point of the box, as on screen.
      const QPointF anchor(l.anchorPx[0], h - l.anchorPx[1]);
      const QPointF edge(std::clamp(anchor.x(), box.left(), box.right()),
                         std::clamp(anchor.y(), box.top(), box.bottom()));
      p.setPen(QPen(f.lightBackground ? QColor(64, 64, 64) : QColor(217, 217, 217), 1.5));
      p.drawLine(anchor, edge);
    }
    if (l.kind != SurfaceLabels::Kind::Axis) {
      QColor fill = paper;
      fill.setAlphaF(l.kind == SurfaceLabels::Kind::Path ? 0.8f : 0.6f);
      p.fillRect(box, fill);
      if (l.kind == SurfaceLabels::Kind::Path) {
        p.setPen(QPen(rgbColor(l.rgb), 2));
        p.drawRect(box);
      }
    }
    // The box was measured with VTK's font; Qt's DejaVu Sans runs wider, and centred in a box
    // too narrow the text spilled over its neighbours ("E = 0.1" on "Serial fraction 1−α" in
    // an A4 handout). Its type is made smaller until its widest line fits the box.
    const QString text = QString::fromStdString(l.text);
    double widest = 0;
    for (const QString& line : text.split('\n'))
      widest = std::max(widest, QFontMetricsF(labelFont(l.fontSizePx)).horizontalAdvance(line));
    const double fit = widest > box.width() && widest > 0 ? box.width() / widest : 1.0;
    p.setPen(ink);
    p.setFont(labelFont(l.fontSizePx * fit));
    p.drawText(box, Qt::AlignCenter | Qt::TextDontClip, text);
  }
  p.restore();
  const double w = f.frame.width();
  p.setPen(ink);
  if (!f.title.isEmpty()) {
    p.setFont(labelFont(15, true));
    p.drawText(QRectF(8, 0, w - 16, kTitleBandPx), Qt::AlignLeft | Qt::AlignVCenter, f.title);
  }
  if (!f.caption.isEmpty()) {
    p.setFont(labelFont(kCaptionPx));
    const double bottom = f.size.height() * f.layoutScale;
    const QRectF band(8, f.frame.bottom() + 3, w - 16, bottom - f.frame.bottom() - 3);
    p.drawText(band, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, f.caption);
  }
  p.restore();
}

QString exportSurface(const SurfaceScene& source, const SurfaceCamera* camera, const QString& path,
                      const SurfaceExportOptions& options) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix != "png" && suffix != "pdf" && suffix != "svg")
    return QCoreApplication::translate("SurfaceExport",
                                       "%1: unknown image format '%2' (use png, pdf or svg)")
        .arg(path, suffix);
  const double scale = std::max(0.25, options.scale);
  const int k =
      suffix == "png" ? std::max(1, static_cast<int>(std::ceil(scale - 1e-9))) : kVectorRasterScale;
  QString error;
  const auto figure = renderSurfaceFrame(source, camera, options, k, &error);
  if (!figure) return path + ": " + error;
  const QSize size = options.size;
  QPainter painter;
  if (suffix == "png") {
    QImage image((QSizeF(size) * scale).toSize(), QImage::Format_RGB32);
    image.fill(options.lightBackground ? Qt::white : QColor(28, 31, 38));
    image.setDotsPerMeterX(static_cast<int>(std::lround(72 * scale / 0.0254)));
    image.setDotsPerMeterY(image.dotsPerMeterX());
    if (!painter.begin(&image))
      return QCoreApplication::translate("SurfaceExport", "%1: could not draw the figure")
          .arg(path);
    painter.scale(scale, scale);
    paintSurfaceFrame(painter, *figure);
    painter.end();
    return image.save(path, "PNG")
               ? QString()
               : QCoreApplication::translate("SurfaceExport", "%1: could not write PNG").arg(path);
  }
  if (suffix == "pdf") {
    // One logical pixel is one point (1/72 in), as in the 2D figures' PDFs.
    QPdfWriter pdf(path);
    pdf.setResolution(72);
    pdf.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setTitle(QCoreApplication::translate("SurfaceExport", "ScaleScope efficiency surface"));
    pdf.setCreator(QStringLiteral("ScaleScope"));
    if (!painter.begin(&pdf))
      return QCoreApplication::translate("SurfaceExport", "%1: could not write PDF").arg(path);
    paintSurfaceFrame(painter, *figure);
    painter.end();
    return QFileInfo(path).size() > 0
               ? QString()
               : QCoreApplication::translate("SurfaceExport", "%1: could not write PDF").arg(path);
  }
  QSvgGenerator svg;
  svg.setFileName(path);
  svg.setSize(size);
  svg.setViewBox(QRect(QPoint(0, 0), size));
  svg.setResolution(72);  // one point per unit: width and height in mm are the page's
  svg.setTitle(QCoreApplication::translate("SurfaceExport", "ScaleScope efficiency surface"));
  svg.setDescription(options.caption);
  if (!painter.begin(&svg))
    return QCoreApplication::translate("SurfaceExport", "%1: could not write SVG").arg(path);
  paintSurfaceFrame(painter, *figure);
  painter.end();
  return QFileInfo(path).size() > 0
             ? QString()
             : QCoreApplication::translate("SurfaceExport", "%1: could not write SVG").arg(path);
}

}  // namespace scalescope::views
