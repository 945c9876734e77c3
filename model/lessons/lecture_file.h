#pragma once
// A lecture file (*.lecture.json): several lessons in the order a teacher gives them, saved
// from Lessons ▸ Start a lecture… and opened like a lesson file or with --lesson. Each entry is
// a built-in lesson's name or a lesson file, whose relative path counts from the lecture
// file's folder. The reader refuses bad input with "FILE:LINE:COLUMN: field: what".
//
//   {"format": "scalescope-lecture", "version": 1, "title": "Limits of scaling",
//    "lessons": ["amdahls-wall", "gustafsons-answer", "my-cluster.lesson.json"]}

#include <string>
#include <string_view>
#include <vector>

#include "model/core/result.h"

namespace scalescope::model {

inline constexpr int kLectureFormatVersion = 1;
inline constexpr std::string_view kLectureFileSuffix = ".lecture.json";
/// A lecture names lessons: far less than a lesson's text.
inline constexpr std::size_t kMaxLectureFileBytes = std::size_t{256} * 1024;
inline constexpr std::size_t kMaxLectureLessons = 100;

struct Lecture {
  std::string title;                 ///< optional, for the teacher
  std::vector<std::string> lessons;  ///< built-in names or lesson files, in order; at least one
  bool operator==(const Lecture&) const = default;
};

Result<Lecture> readLectureText(std::string_view text, const std::string& fileName);
Result<Lecture> readLectureFile(const std::string& path);
/// The lecture as its file's text (read back by readLectureText to the same lecture).
std::string writeLecture(const Lecture& lecture);

}  // namespace scalescope::model
