#include "views/common/text_style.h"

#include <vtkTextProperty.h>

#include <QList>
#include <QString>
#include <filesystem>
#include <initializer_list>

namespace scalescope::views {

namespace {

/// The first of `paths` that exists (looked up once per font: labels are styled at every
/// surface rebuild), or nullptr.
const char* firstFile(std::initializer_list<const char*> paths) {
  for (const char* path : paths)
    if (std::filesystem::exists(path)) return path;
  return nullptr;
}

}  // namespace

const char* labelFontFile(std::string_view text) {
  // VTK draws with FreeType from one font file and falls back to nothing: a Chinese label in
  // DejaVu Sans lost every Han character ("效率 E" read "E"). WenQuanYi Micro Hei
  // (fonts-wqy-microhei, recommended by the package; the window's Chinese font too, see
  // app/cli/startup.cpp) or else Noto Sans CJK has them, but not every superscript digit
  // ("10⁻⁹" read "10" in Noto), so it draws only the texts that hold CJK characters.
  static const char* const kLatin = firstFile({"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"});
  static const char* const kHan =
      firstFile({"/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
                 "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"});
  const QString chars = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
  bool han = false;
  for (const char32_t c : chars.toUcs4())
    han = han || (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
          (c >= 0xFF00 && c <= 0xFFEF);
  return han && kHan ? kHan : kLatin;
}

void fitFontToText(vtkTextProperty* property, std::string_view text) {
  if (const char* file = labelFontFile(text)) {
    property->SetFontFamily(VTK_FONT_FILE);
    property->SetFontFile(file);
  }
}

void styleText(vtkTextProperty* property, int sizePx, bool lightBackground, std::string_view text) {
  fitFontToText(property, text);
  property->SetFontSize(sizePx);
  property->SetBold(false);
  property->SetItalic(false);
  property->SetShadow(false);
  const double ink = lightBackground ? 0.05 : 0.93;
  property->SetColor(ink, ink, ink);
}

}  // namespace scalescope::views
