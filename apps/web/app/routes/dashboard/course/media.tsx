import {
  type CourseImage,
  type CourseMedia,
  type CourseVideoState,
  courseMediaLimits,
  type OwnCourse,
} from "@kursove/contracts";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { DocumentsPanel } from "../../../features/media/documents-panel";
import { ImagePicker } from "../../../features/media/image-picker";
import { useLeaveWarning } from "../../../features/media/use-leave-warning";
import { VideoPanel } from "../../../features/media/video-panel";
import { apiGet, callApi } from "../../../lib/api.server";
import { guard } from "../../../lib/guards.server";
import { localeOfPath } from "../../../lib/locale";
import type { Route } from "./+types/media";

/** The course's pictures, video and documents as the editor shows them. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const id = encodeURIComponent(args.params.id);
  const course = await apiGet<OwnCourse>(args.context, args.request, `/provider/courses/${id}`, locale);
  const media = await callApi<CourseMedia>(args.context, args.request, `/provider/courses/${id}/media`, {
    locale,
  });
  if (media.ok) return { courseId: course.id, media: media.data };
  // an API without the media summary yet still knows the video: the rest starts empty
  const video = await callApi<CourseVideoState>(
    args.context,
    args.request,
    `/provider/courses/${id}/video/state`,
    {
      locale,
    },
  );
  const fallback: CourseMedia = {
    cover: null,
    thumbnail: null,
    video_url: video.ok ? video.data.video_url : null,
    video: video.ok ? video.data.video : null,
    held_video: video.ok ? video.data.held_video : null,
    documents: [],
    limits: courseMediaLimits,
  };
  return { courseId: course.id, media: fallback };
}

export default function CourseMediaPage({ loaderData: { courseId, media } }: Route.ComponentProps) {
  const { t } = useTranslation("media");
  const revalidator = useRevalidator();
  const [images, setImages] = useState<{ cover?: CourseImage; thumbnail?: CourseImage }>({});
  const [uploadingVideo, setUploadingVideo] = useState(false);
  const [documentsPending, setDocumentsPending] = useState(false);
  const onDocumentsPending = useCallback((pending: boolean) => setDocumentsPending(pending), []);
  const held = !!media.held_video || uploadingVideo || documentsPending;
  useLeaveWarning(held, t("leaveWarning"));
  const refresh = () => void revalidator.revalidate();
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("title")}</h2>
        <p className="mt-1 text-stone-600">{t("intro")}</p>
      </div>
      {held && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {t("unsavedNotice")}
        </p>
      )}
      <ImagePicker
        courseId={courseId}
        kind="cover"
        current={images.cover ?? media.cover}
        onSaved={(cover) => setImages((all) => ({ ...all, cover }))}
      />
      <ImagePicker
        courseId={courseId}
        kind="thumbnail"
        current={images.thumbnail ?? media.thumbnail}
        onSaved={(thumbnail) => setImages((all) => ({ ...all, thumbnail }))}
      />
      <VideoPanel courseId={courseId} media={media} onChanged={refresh} onUploading={setUploadingVideo} />
      <DocumentsPanel courseId={courseId} documents={media.documents} onPending={onDocumentsPending} />
    </div>
  );
}
