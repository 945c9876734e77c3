#include "views/surface/vtk_image_widget.h"

#include <QPainter>

#include "views/surface/vtk_render_core.h"

namespace scalescope::views {

VtkImageWidget::VtkImageWidget(VtkRenderCore& core, std::function<void()> frameDone,
                               QWidget* parent)
    : QWidget(parent), m_core(core), m_frameDone(std::move(frameDone)) {
  setAttribute(Qt::WA_OpaquePaintEvent);  // the frame covers every pixel
  setAttribute(Qt::WA_TransparentForMouseEvents);
  setFocusPolicy(Qt::NoFocus);
}

VtkImageWidget::~VtkImageWidget() {
  if (m_context && m_context->makeCurrent(&m_offscreen)) {
    m_core.release();
    m_context->doneCurrent();
  }
}

bool VtkImageWidget::prepare() {
  if (!m_context) {
    m_context = std::make_unique<QOpenGLContext>();
    m_context->setFormat(QSurfaceFormat::defaultFormat());
    m_context->setShareContext(QOpenGLContext::globalShareContext());
    if (!m_context->create()) return false;
    m_offscreen.setFormat(m_context->format());
    m_offscreen.create();
  }
  if (!m_context->makeCurrent(&m_offscreen)) return false;
  const QSize pixels = size() * devicePixelRatioF();
  if (!m_core.initialized())
    m_core.initialize(pixels);
  else if (m_core.size() != pixels)
    m_core.resize(pixels);
  return true;
}

void VtkImageWidget::makeContextCurrent() {
  if (m_context) m_context->makeCurrent(&m_offscreen);
}

bool VtkImageWidget::contextIsCurrent() const {
  return m_context && QOpenGLContext::currentContext() == m_context.get();
}

void VtkImageWidget::scheduleFrame() {
  m_dirty = true;
  update();
}

QImage VtkImageWidget::grabFrame() {
  if (!prepare()) return {};
  m_frame = m_core.renderToImage();
  m_frame.setDevicePixelRatio(devicePixelRatioF());
  m_dirty = false;
  m_frameDone();
  return m_frame;
}

void VtkImageWidget::paintEvent(QPaintEvent*) {
  // A repaint that VTK did not ask for (an overlapping widget went away) shows the last frame.
  const QSize pixels = size() * devicePixelRatioF();
  if (m_dirty || m_frame.size() != pixels) grabFrame();
  QPainter painter(this);
  if (m_frame.isNull())
    painter.fillRect(rect(), Qt::black);
  else
    painter.drawImage(QPoint(0, 0), m_frame);
}

}  // namespace scalescope::views
