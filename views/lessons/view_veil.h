#pragma once
// Predict, then reveal: a veil over the view that would give a question's answer away. It
// covers its target (following its size) in the background colour and says why;
// `lift()` fades it out over about half a second once the student has answered.

#include <QPointer>
#include <QVariantAnimation>
#include <QWidget>

namespace scalescope::views {

class ViewVeil : public QWidget {
  Q_OBJECT
 public:
  /// A veil over `target` (a child of it, so it moves and hides with it); hidden at first.
  explicit ViewVeil(QWidget* target);

  /// Covers the target at full strength.
  void cover(const QString& message);
  /// Fades out; hidden at the end.
  void lift();
  /// Hidden at once.
  void clear();
  bool covering() const { return isVisible() && m_opacity > 0; }
  static constexpr int kFadeMs = 500;

 protected:
  void paintEvent(QPaintEvent*) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QPointer<QWidget> m_target;
  QString m_message;
  double m_opacity = 0;
  QVariantAnimation m_fade;
};

}  // namespace scalescope::views
