#pragma once
// A QR code of a URL for the projector (libqrencode draws the symbol; this only paints its
// modules): black on white, the quiet zone of 4 modules the standard asks for, whole pixels
// per module so that a phone's camera sees sharp edges.

#include <QImage>
#include <QString>

namespace scalescope::app {

/// The QR code of `text` at error-correction level M, `modulePixels` pixels per module; a
/// null image when the text does not fit a QR code (libqrencode refuses it).
QImage qrImage(const QString& text, int modulePixels = 6);

}  // namespace scalescope::app
