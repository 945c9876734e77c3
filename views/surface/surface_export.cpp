#include "views/surface/surface_export.h"

#include <vtkCamera.h>
#include <vtkGL2PSExporter.h>
#include <vtkImageData.h>
#include <vtkNew.h>
#include <vtkPNGWriter.h>
#include <vtkRenderWindow.h>
#include <vtkRenderer.h>
#include <vtkWindowToImageFilter.h>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include "views/surface/surface_content.h"
#include "views/surface/surface_scene.h"

namespace scalescope::views {

namespace {

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

QString exportSurface(const SurfaceScene& source, const SurfaceCamera* camera, const QString& path,
                      const SurfaceExportOptions& options) {
  vtkNew<vtkRenderWindow> window;
  window->SetOffScreenRendering(1);
  window->SetMultiSamples(0);
  window->SetSize(options.size.width(), options.size.height());
  vtkNew<vtkRenderer> renderer;
  window->AddRenderer(renderer);
  SurfaceScene scene(renderer);
  source.copyContentTo(scene);
  scene.setLightBackground(options.lightBackground);
  if (!options.caption.isEmpty()) scene.setCaption(options.caption.toStdString());
  if (camera)
    scene.setCamera(*camera);
  else
    scene.applyCamera(CameraPreset::Perspective);
  renderer->ResetCameraClippingRange();
  window->Render();

  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix == "pdf") {
    vtkNew<vtkGL2PSExporter> exporter;
    exporter->SetRenderWindow(window);
    exporter->SetFileFormatToPDF();
    exporter->SetCompress(1);
    exporter->SetTitle("ScaleScope efficiency surface");
    exporter->Write3DPropsAsRasterImageOn();  // the surface as an image, text as vector
    QString prefix = path;
    prefix.chop(4);  // GL2PS appends the extension itself
    exporter->SetFilePrefix(prefix.toLocal8Bit().constData());
    exporter->Write();
    return QFileInfo(path).size() > 0 ? QString()
                                      : QStringLiteral("%1: PDF export failed").arg(path);
  }

  vtkNew<vtkWindowToImageFilter> grab;
  grab->SetInput(window);
  grab->SetScale(std::max(1, static_cast<int>(std::lround(options.scale))));
  grab->ReadFrontBufferOff();
  grab->Modified();
  grab->Update();
  if (suffix == "png") {
    vtkNew<vtkPNGWriter> writer;
    writer->SetFileName(path.toLocal8Bit().constData());
    writer->SetInputConnection(grab->GetOutputPort());
    writer->Write();
    return writer->GetErrorCode() == 0 && QFileInfo(path).size() > 0
               ? QString()
               : QStringLiteral("%1: could not write PNG").arg(path);
  }
  if (suffix == "svg") {
    const QImage frame = toQImage(grab->GetOutput());
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(frame.size());
    svg.setViewBox(QRect(QPoint(0, 0), frame.size()));
    svg.setResolution(96);
    svg.setTitle("ScaleScope efficiency surface");
    svg.setDescription(options.caption);
    QPainter painter;
    if (!painter.begin(&svg)) return QStringLiteral("%1: could not write SVG").arg(path);
    painter.drawImage(QPoint(0, 0), frame);
    painter.end();
    return {};
  }
  return QStringLiteral("%1: unknown image format '%2' (use png, pdf or svg)").arg(path, suffix);
}

}  // namespace scalescope::views
