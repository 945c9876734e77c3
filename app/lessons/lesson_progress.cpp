#include "app/lessons/lesson_progress.h"
#include "app/export/text_file.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace scalescope::app {

namespace {

QString key(const QString& lesson) {
  return QStringLiteral("lessons/progress/%1").arg(lesson);
}

QJsonObject toJson(const model::LessonAttempt& a) {
  return {{"lesson", QString::fromStdString(a.lesson)},
          {"step", a.step},
          {"question", QString::fromStdString(a.question)},
          {"response", QString::fromStdString(a.response)},
          {"answer", QString::fromStdString(a.answer)},
          {"response_value", a.responseValue},
          {"answer_value", a.answerValue},
          {"unit", QString::fromStdString(a.unit)},
          {"tolerance", QString::fromStdString(a.tolerance)},
          {"correct", a.correct},
          {"time", QString::fromStdString(a.time)}};
}

model::LessonAttempt fromJson(const QJsonObject& o) {
  model::LessonAttempt a;
  a.lesson = o.value("lesson").toString().toStdString();
  a.step = o.value("step").toInt();
  a.question = o.value("question").toString().toStdString();
  a.response = o.value("response").toString().toStdString();
  a.answer = o.value("answer").toString().toStdString();
  a.responseValue = o.value("response_value").toDouble();
  a.answerValue = o.value("answer_value").toDouble();
  a.unit = o.value("unit").toString().toStdString();
  a.tolerance = o.value("tolerance").toString().toStdString();
  a.correct = o.value("correct").toBool();
  a.time = o.value("time").toString().toStdString();
  return a;
}

}  // namespace

LessonProgress loadProgress(const QString& lesson) {
  QSettings settings;
  LessonProgress p;
  p.step = std::max(0, settings.value(key(lesson) + "/step", 0).toInt());
  // Stored by this program; anything unreadable (an older or edited file) is no progress.
  const auto doc = QJsonDocument::fromJson(settings.value(key(lesson) + "/answers").toByteArray());
  for (const QJsonValue& v : doc.array())
    if (v.isObject()) p.attempts.push_back(fromJson(v.toObject()));
  return p;
}

void saveProgress(const QString& lesson, const LessonProgress& progress) {
  QSettings settings;
  settings.setValue(key(lesson) + "/step", progress.step);
  QJsonArray answers;
  for (const auto& a : progress.attempts) answers.append(toJson(a));
  settings.setValue(key(lesson) + "/answers",
                    QJsonDocument(answers).toJson(QJsonDocument::Compact));
}

void clearProgress(const QString& lesson) {
  QSettings().remove(key(lesson));
}

std::vector<model::LessonAttempt> storedAttempts() {
  QSettings settings;
  settings.beginGroup("lessons/progress");
  const QStringList lessons = settings.childGroups();
  settings.endGroup();
  std::vector<model::LessonAttempt> all;
  for (const QString& lesson : lessons)
    for (auto& a : loadProgress(lesson).attempts) all.push_back(std::move(a));
  return all;
}

QString writeAttemptsCsv(const QString& path, const std::vector<model::LessonAttempt>& attempts,
                         const QString& student) {
  return writeTextFile(path, model::attemptsCsv(attempts, student.toStdString()));
}

}  // namespace scalescope::app
