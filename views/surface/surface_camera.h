#pragma once
// The camera of the 3D view as plain numbers, and the one table of its preset views. The app
// saves the camera with a scenario and hands it to the figure export through this type, so
// app/ never sees a VTK class; the View menu, the 3D view's context menu and its keys all
// read the presets from kCameraPresets.

#include <QtGlobal>
#include <array>

namespace scalescope::views {

/// What a vtkCamera of the efficiency landscape holds that the app keeps (world units).
struct SurfaceCamera {
  std::array<double, 3> position{0, 0, 1};
  std::array<double, 3> focalPoint{0, 0, 0};
  std::array<double, 3> viewUp{0, 1, 0};
  double viewAngleDegrees = 30;     ///< of a perspective view
  bool parallelProjection = false;  ///< the top and side views are orthographic
  double parallelScale = 1;         ///< half the visible height of an orthographic view
  bool operator==(const SurfaceCamera&) const = default;
};

enum class CameraPreset { Perspective, Top, SideN, SideSerialFraction };

struct CameraPresetInfo {
  CameraPreset preset;
  const char* label;  ///< menu text (translated in the "CameraPreset" context)
  char key;           ///< key of the 3D view that selects it, also Qt's key code
};

inline constexpr CameraPresetInfo kCameraPresets[] = {
    {CameraPreset::Perspective, QT_TRANSLATE_NOOP("CameraPreset", "3D view"), 'R'},
    {CameraPreset::Top, QT_TRANSLATE_NOOP("CameraPreset", "Top view: heat map"), 'T'},
    {CameraPreset::SideN, QT_TRANSLATE_NOOP("CameraPreset", "Side view along N"), 'X'},
    {CameraPreset::SideSerialFraction, QT_TRANSLATE_NOOP("CameraPreset", "Side view along 1−α"),
     'Y'},
};

}  // namespace scalescope::views
