/** The public URL of a stored file, or null when there is none. */
export const fileUrl = (id: string | null) => (id ? `/api/v1/files/${id}` : null);
