import { Card, CardActionArea, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";

type NeedTypeCardProps = {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
  testId: string;
};

/** One of the two need types (Time & Material, Fixed Price) to choose before the form: signed-in and open area. */
export function NeedTypeCard({ icon, title, text, onClick, testId }: NeedTypeCardProps) {
  return (
    <Card variant="outlined">
      <CardActionArea onClick={onClick} data-testid={testId} sx={{ height: "100%" }}>
        <CardContent sx={{ p: 3 }}>
          {icon}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
