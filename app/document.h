#pragma once
// The Document owns the current Scenario and the undo stack. Every edit goes through an
// undoable command; consecutive changes of one parameter within one gesture merge, so a
// slider drag is one undo step (after Tiled's ChangeValue commands).

#include <QObject>
#include <QString>
#include <QUndoStack>

#include "model/dataset_collection.h"
#include "model/scenario.h"

namespace scalescope::app {

/// The edited scenario, its undo history and the file it came from.
class Document : public QObject {
  Q_OBJECT
 public:
  explicit Document(QObject* parent = nullptr);

  const model::Scenario& scenario() const { return m_scenario; }
  const model::DatasetCollection& datasets() const { return m_datasets; }
  /// Replaces the loaded measured data (shipped tables and user files).
  void setDatasets(model::DatasetCollection datasets);
  QUndoStack* undoStack() { return &m_undoStack; }

  /// Pushes a command that sets parameter `index` (table index) to `value`.
  /// Returns "" or the validation message (nothing is pushed then).
  QString set(int index, double value);
  QString set(const QString& id, double value);
  /// Replaces the whole scenario as one undoable step (presets, opened files).
  void replaceScenario(const model::Scenario& scenario, const QString& description);
  /// Ends the current gesture: the next edit starts a new undo step.
  void closeMerge() { ++m_gesture; }
  int gesture() const { return m_gesture; }

  /// Applied by commands only: sets the value and notifies.
  void applyValue(int index, double value);
  void applyScenario(const model::Scenario& scenario);

 signals:
  /// The scenario changed; `index` is the parameter, or −1 when many changed.
  void scenarioChanged(int index);
  /// The loaded measured data changed.
  void datasetsChanged();

 private:
  model::Scenario m_scenario;
  model::DatasetCollection m_datasets;
  QUndoStack m_undoStack;
  int m_gesture = 0;
};

}  // namespace scalescope::app
