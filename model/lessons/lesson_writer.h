#pragma once
// Writes a Lesson as the JSON file readLessonText reads (resources/lessons/README.md), for
// "save the current scenario as a new step" and for tests: write → read → write gives the
// same text. Only what differs from the defaults is written.

#include <string>
#include <vector>

#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/lessons/lesson.h"

namespace scalescope::model {

/// The lesson as JSON text, two-space indented, ending with a newline.
std::string lessonJson(const Lesson& lesson);

/// The values that turn `from` into `to`, in table order: what a new step must set.
std::vector<ParamValue> scenarioChanges(const Scenario& from, const Scenario& to);

/// `lesson` with a new last step "title" that sets whatever `current` changes from the
/// scenario of its last step (all of `current`'s differences from the defaults when the lesson
/// has no steps yet).
Lesson withStepFromScenario(Lesson lesson, const Scenario& current, const std::string& title,
                            const std::string& text, const DatasetCollection* data = nullptr);

}  // namespace scalescope::model
