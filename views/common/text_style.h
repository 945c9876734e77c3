#pragma once
// One text style for every VTK label: DejaVu Sans (it has the superscript digits of 10ⁿ
// labels, VTK's built-in fonts do not), Noto Sans CJK for a text with CJK characters, dark
// ink on light backgrounds, light ink on dark.

#include <string_view>

class vtkTextProperty;

namespace scalescope::views {

/// `text`: what the property will draw, for the font that has its characters.
void styleText(vtkTextProperty* property, int sizePx, bool lightBackground,
               std::string_view text = {});
/// The font file for `text` (nullptr: none found); fitFontToText gives it to the property.
const char* labelFontFile(std::string_view text);
void fitFontToText(vtkTextProperty* property, std::string_view text);

}  // namespace scalescope::views
