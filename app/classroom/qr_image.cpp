#include "app/classroom/qr_image.h"

#include <qrencode.h>

#include <QPainter>
#include <memory>

namespace scalescope::app {

QImage qrImage(const QString& text, int modulePixels) {
  const QByteArray utf8 = text.toUtf8();
  std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
      QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
  if (!code || modulePixels < 1) return {};
  constexpr int kQuietZone = 4;
  const int modules = code->width;
  const int side = (modules + 2 * kQuietZone) * modulePixels;
  QImage image(side, side, QImage::Format_RGB32);
  image.fill(Qt::white);
  QPainter painter(&image);
  for (int y = 0; y < modules; ++y)
    for (int x = 0; x < modules; ++x)
      if (code->data[y * modules + x] & 1)  // bit 0: a dark module
        painter.fillRect((x + kQuietZone) * modulePixels, (y + kQuietZone) * modulePixels,
                         modulePixels, modulePixels, Qt::black);
  return image;
}

}  // namespace scalescope::app
