#include "views/common/text_style.h"

#include <vtkTextProperty.h>
#include <filesystem>

namespace scalescope::views {

void styleText(vtkTextProperty* property, int sizePx, bool lightBackground) {
  static const char* kFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
  static const bool haveFont = std::filesystem::exists(kFont);
  if (haveFont) {
    property->SetFontFamily(VTK_FONT_FILE);
    property->SetFontFile(kFont);
  }
  property->SetFontSize(sizePx);
  property->SetBold(false);
  property->SetItalic(false);
  property->SetShadow(false);
  const double ink = lightBackground ? 0.05 : 0.93;
  property->SetColor(ink, ink, ink);
}

}  // namespace scalescope::views
