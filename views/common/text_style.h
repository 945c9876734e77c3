#pragma once
// One text style for every VTK label: DejaVu Sans (it has the superscript digits of 10ⁿ
// labels, VTK's built-in fonts do not), dark ink on light backgrounds, light ink on dark.

class vtkTextProperty;

namespace scalescope::views {

void styleText(vtkTextProperty* property, int sizePx, bool lightBackground);

}  // namespace scalescope::views
