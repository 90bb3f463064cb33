; ModuleID = 'vecloop.cu'
source_filename = "vecloop.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @vecloop(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %246

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = sext i32 %4 to i64
  %15 = mul nsw i64 %14, %13
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  %17 = icmp sgt i32 %4, 0
  br i1 %17, label %18, label %49

18:                                               ; preds = %12
  %19 = and i32 %4, 7
  %20 = icmp ult i32 %4, 8
  br i1 %20, label %25, label %21

21:                                               ; preds = %18
  %22 = and i32 %4, 2147483640
  br label %60

23:                                               ; preds = %60
  %24 = icmp eq i32 %19, 0
  br i1 %24, label %49, label %25

25:                                               ; preds = %23, %18
  %26 = phi i32 [ 0, %18 ], [ %126, %23 ]
  %27 = phi i32 [ 0, %18 ], [ %127, %23 ]
  %28 = phi i32 [ 0, %18 ], [ %130, %23 ]
  %29 = phi i32 [ 0, %18 ], [ %129, %23 ]
  %30 = phi i32 [ -1, %18 ], [ %128, %23 ]
  %31 = icmp ne i32 %19, 0
  tail call void @llvm.assume(i1 %31)
  br label %32

32:                                               ; preds = %32, %25
  %33 = phi i32 [ %42, %32 ], [ %26, %25 ]
  %34 = phi i32 [ %43, %32 ], [ %27, %25 ]
  %35 = phi i32 [ %46, %32 ], [ %28, %25 ]
  %36 = phi i32 [ %45, %32 ], [ %29, %25 ]
  %37 = phi i32 [ %44, %32 ], [ %30, %25 ]
  %38 = phi i32 [ %47, %32 ], [ 0, %25 ]
  %39 = zext nneg i32 %35 to i64
  %40 = getelementptr inbounds nuw i32, ptr %16, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !4
  %42 = add i32 %41, %33
  %43 = tail call i32 @llvm.umax.i32(i32 %41, i32 %34)
  %44 = tail call i32 @llvm.umin.i32(i32 %41, i32 %37)
  %45 = xor i32 %41, %36
  %46 = add nuw nsw i32 %35, 1
  %47 = add i32 %38, 1
  %48 = icmp eq i32 %47, %19
  br i1 %48, label %49, label %32, !llvm.loop !8

49:                                               ; preds = %23, %32, %12
  %50 = phi i32 [ -1, %12 ], [ %128, %23 ], [ %44, %32 ]
  %51 = phi i32 [ 0, %12 ], [ %129, %23 ], [ %45, %32 ]
  %52 = phi i32 [ 0, %12 ], [ %127, %23 ], [ %43, %32 ]
  %53 = phi i32 [ 0, %12 ], [ %126, %23 ], [ %42, %32 ]
  %54 = getelementptr inbounds nuw i8, ptr %1, i64 %15
  br i1 %17, label %55, label %156

55:                                               ; preds = %49
  %56 = and i32 %4, 7
  %57 = icmp ult i32 %4, 8
  br i1 %57, label %135, label %58

58:                                               ; preds = %55
  %59 = and i32 %4, 2147483640
  br label %167

60:                                               ; preds = %60, %21
  %61 = phi i32 [ 0, %21 ], [ %126, %60 ]
  %62 = phi i32 [ 0, %21 ], [ %127, %60 ]
  %63 = phi i32 [ 0, %21 ], [ %130, %60 ]
  %64 = phi i32 [ 0, %21 ], [ %129, %60 ]
  %65 = phi i32 [ -1, %21 ], [ %128, %60 ]
  %66 = phi i32 [ 0, %21 ], [ %131, %60 ]
  %67 = zext nneg i32 %63 to i64
  %68 = getelementptr inbounds nuw i32, ptr %16, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !4
  %70 = add i32 %69, %61
  %71 = tail call i32 @llvm.umax.i32(i32 %69, i32 %62)
  %72 = tail call i32 @llvm.umin.i32(i32 %69, i32 %65)
  %73 = xor i32 %69, %64
  %74 = zext nneg i32 %63 to i64
  %75 = getelementptr inbounds nuw i32, ptr %16, i64 %74
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 4
  %77 = load i32, ptr %76, align 4, !tbaa !4
  %78 = add i32 %77, %70
  %79 = tail call i32 @llvm.umax.i32(i32 %77, i32 %71)
  %80 = tail call i32 @llvm.umin.i32(i32 %77, i32 %72)
  %81 = xor i32 %77, %73
  %82 = zext nneg i32 %63 to i64
  %83 = getelementptr inbounds nuw i32, ptr %16, i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 8
  %85 = load i32, ptr %84, align 4, !tbaa !4
  %86 = add i32 %85, %78
  %87 = tail call i32 @llvm.umax.i32(i32 %85, i32 %79)
  %88 = tail call i32 @llvm.umin.i32(i32 %85, i32 %80)
  %89 = xor i32 %85, %81
  %90 = zext nneg i32 %63 to i64
  %91 = getelementptr inbounds nuw i32, ptr %16, i64 %90
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 12
  %93 = load i32, ptr %92, align 4, !tbaa !4
  %94 = add i32 %93, %86
  %95 = tail call i32 @llvm.umax.i32(i32 %93, i32 %87)
  %96 = tail call i32 @llvm.umin.i32(i32 %93, i32 %88)
  %97 = xor i32 %93, %89
  %98 = zext nneg i32 %63 to i64
  %99 = getelementptr inbounds nuw i32, ptr %16, i64 %98
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 16
  %101 = load i32, ptr %100, align 4, !tbaa !4
  %102 = add i32 %101, %94
  %103 = tail call i32 @llvm.umax.i32(i32 %101, i32 %95)
  %104 = tail call i32 @llvm.umin.i32(i32 %101, i32 %96)
  %105 = xor i32 %101, %97
  %106 = zext nneg i32 %63 to i64
  %107 = getelementptr inbounds nuw i32, ptr %16, i64 %106
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 20
  %109 = load i32, ptr %108, align 4, !tbaa !4
  %110 = add i32 %109, %102
  %111 = tail call i32 @llvm.umax.i32(i32 %109, i32 %103)
  %112 = tail call i32 @llvm.umin.i32(i32 %109, i32 %104)
  %113 = xor i32 %109, %105
  %114 = zext nneg i32 %63 to i64
  %115 = getelementptr inbounds nuw i32, ptr %16, i64 %114
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 24
  %117 = load i32, ptr %116, align 4, !tbaa !4
  %118 = add i32 %117, %110
  %119 = tail call i32 @llvm.umax.i32(i32 %117, i32 %111)
  %120 = tail call i32 @llvm.umin.i32(i32 %117, i32 %112)
  %121 = xor i32 %117, %113
  %122 = zext nneg i32 %63 to i64
  %123 = getelementptr inbounds nuw i32, ptr %16, i64 %122
  %124 = getelementptr inbounds nuw i8, ptr %123, i64 28
  %125 = load i32, ptr %124, align 4, !tbaa !4
  %126 = add i32 %125, %118
  %127 = tail call i32 @llvm.umax.i32(i32 %125, i32 %119)
  %128 = tail call i32 @llvm.umin.i32(i32 %125, i32 %120)
  %129 = xor i32 %125, %121
  %130 = add nuw nsw i32 %63, 8
  %131 = add i32 %66, 8
  %132 = icmp eq i32 %131, %22
  br i1 %132, label %23, label %60, !llvm.loop !10

133:                                              ; preds = %167
  %134 = icmp eq i32 %56, 0
  br i1 %134, label %156, label %135

135:                                              ; preds = %133, %55
  %136 = phi i32 [ 0, %55 ], [ %243, %133 ]
  %137 = phi i32 [ 0, %55 ], [ %240, %133 ]
  %138 = phi i32 [ 0, %55 ], [ %239, %133 ]
  %139 = icmp ne i32 %56, 0
  tail call void @llvm.assume(i1 %139)
  br label %140

140:                                              ; preds = %140, %135
  %141 = phi i32 [ %153, %140 ], [ %136, %135 ]
  %142 = phi i32 [ %150, %140 ], [ %137, %135 ]
  %143 = phi i32 [ %149, %140 ], [ %138, %135 ]
  %144 = phi i32 [ %154, %140 ], [ 0, %135 ]
  %145 = zext nneg i32 %141 to i64
  %146 = getelementptr inbounds nuw i8, ptr %54, i64 %145
  %147 = load i8, ptr %146, align 1, !tbaa !12
  %148 = zext i8 %147 to i32
  %149 = add i32 %143, %148
  %150 = tail call i32 @llvm.umax.i32(i32 %142, i32 %148)
  %151 = mul i8 %147, 3
  %152 = add i8 %151, 1
  store i8 %152, ptr %146, align 1, !tbaa !12
  %153 = add nuw nsw i32 %141, 1
  %154 = add i32 %144, 1
  %155 = icmp eq i32 %154, %56
  br i1 %155, label %156, label %140, !llvm.loop !13

156:                                              ; preds = %133, %140, %49
  %157 = phi i32 [ 0, %49 ], [ %239, %133 ], [ %149, %140 ]
  %158 = phi i32 [ 0, %49 ], [ %240, %133 ], [ %150, %140 ]
  %159 = mul nsw i32 %10, 6
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds i32, ptr %2, i64 %160
  store i32 %53, ptr %161, align 4, !tbaa !4
  %162 = getelementptr i8, ptr %161, i64 4
  store i32 %52, ptr %162, align 4, !tbaa !4
  %163 = getelementptr i8, ptr %161, i64 8
  store i32 %50, ptr %163, align 4, !tbaa !4
  %164 = getelementptr i8, ptr %161, i64 12
  store i32 %51, ptr %164, align 4, !tbaa !4
  %165 = getelementptr i8, ptr %161, i64 16
  store i32 %157, ptr %165, align 4, !tbaa !4
  %166 = getelementptr i8, ptr %161, i64 20
  store i32 %158, ptr %166, align 4, !tbaa !4
  br label %246

167:                                              ; preds = %167, %58
  %168 = phi i32 [ 0, %58 ], [ %243, %167 ]
  %169 = phi i32 [ 0, %58 ], [ %240, %167 ]
  %170 = phi i32 [ 0, %58 ], [ %239, %167 ]
  %171 = phi i32 [ 0, %58 ], [ %244, %167 ]
  %172 = zext nneg i32 %168 to i64
  %173 = getelementptr inbounds nuw i8, ptr %54, i64 %172
  %174 = load i8, ptr %173, align 1, !tbaa !12
  %175 = zext i8 %174 to i32
  %176 = add i32 %170, %175
  %177 = tail call i32 @llvm.umax.i32(i32 %169, i32 %175)
  %178 = mul i8 %174, 3
  %179 = add i8 %178, 1
  store i8 %179, ptr %173, align 1, !tbaa !12
  %180 = zext nneg i32 %168 to i64
  %181 = getelementptr inbounds nuw i8, ptr %54, i64 %180
  %182 = getelementptr inbounds nuw i8, ptr %181, i64 1
  %183 = load i8, ptr %182, align 1, !tbaa !12
  %184 = zext i8 %183 to i32
  %185 = add i32 %176, %184
  %186 = tail call i32 @llvm.umax.i32(i32 %177, i32 %184)
  %187 = mul i8 %183, 3
  %188 = add i8 %187, 1
  store i8 %188, ptr %182, align 1, !tbaa !12
  %189 = zext nneg i32 %168 to i64
  %190 = getelementptr inbounds nuw i8, ptr %54, i64 %189
  %191 = getelementptr inbounds nuw i8, ptr %190, i64 2
  %192 = load i8, ptr %191, align 1, !tbaa !12
  %193 = zext i8 %192 to i32
  %194 = add i32 %185, %193
  %195 = tail call i32 @llvm.umax.i32(i32 %186, i32 %193)
  %196 = mul i8 %192, 3
  %197 = add i8 %196, 1
  store i8 %197, ptr %191, align 1, !tbaa !12
  %198 = zext nneg i32 %168 to i64
  %199 = getelementptr inbounds nuw i8, ptr %54, i64 %198
  %200 = getelementptr inbounds nuw i8, ptr %199, i64 3
  %201 = load i8, ptr %200, align 1, !tbaa !12
  %202 = zext i8 %201 to i32
  %203 = add i32 %194, %202
  %204 = tail call i32 @llvm.umax.i32(i32 %195, i32 %202)
  %205 = mul i8 %201, 3
  %206 = add i8 %205, 1
  store i8 %206, ptr %200, align 1, !tbaa !12
  %207 = zext nneg i32 %168 to i64
  %208 = getelementptr inbounds nuw i8, ptr %54, i64 %207
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 4
  %210 = load i8, ptr %209, align 1, !tbaa !12
  %211 = zext i8 %210 to i32
  %212 = add i32 %203, %211
  %213 = tail call i32 @llvm.umax.i32(i32 %204, i32 %211)
  %214 = mul i8 %210, 3
  %215 = add i8 %214, 1
  store i8 %215, ptr %209, align 1, !tbaa !12
  %216 = zext nneg i32 %168 to i64
  %217 = getelementptr inbounds nuw i8, ptr %54, i64 %216
  %218 = getelementptr inbounds nuw i8, ptr %217, i64 5
  %219 = load i8, ptr %218, align 1, !tbaa !12
  %220 = zext i8 %219 to i32
  %221 = add i32 %212, %220
  %222 = tail call i32 @llvm.umax.i32(i32 %213, i32 %220)
  %223 = mul i8 %219, 3
  %224 = add i8 %223, 1
  store i8 %224, ptr %218, align 1, !tbaa !12
  %225 = zext nneg i32 %168 to i64
  %226 = getelementptr inbounds nuw i8, ptr %54, i64 %225
  %227 = getelementptr inbounds nuw i8, ptr %226, i64 6
  %228 = load i8, ptr %227, align 1, !tbaa !12
  %229 = zext i8 %228 to i32
  %230 = add i32 %221, %229
  %231 = tail call i32 @llvm.umax.i32(i32 %222, i32 %229)
  %232 = mul i8 %228, 3
  %233 = add i8 %232, 1
  store i8 %233, ptr %227, align 1, !tbaa !12
  %234 = zext nneg i32 %168 to i64
  %235 = getelementptr inbounds nuw i8, ptr %54, i64 %234
  %236 = getelementptr inbounds nuw i8, ptr %235, i64 7
  %237 = load i8, ptr %236, align 1, !tbaa !12
  %238 = zext i8 %237 to i32
  %239 = add i32 %230, %238
  %240 = tail call i32 @llvm.umax.i32(i32 %231, i32 %238)
  %241 = mul i8 %237, 3
  %242 = add i8 %241, 1
  store i8 %242, ptr %236, align 1, !tbaa !12
  %243 = add nuw nsw i32 %168, 8
  %244 = add i32 %171, 8
  %245 = icmp eq i32 %244, %59
  br i1 %245, label %133, label %167, !llvm.loop !14

246:                                              ; preds = %5, %156
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!6, !6, i64 0}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !11}
