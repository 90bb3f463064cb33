; ModuleID = 'intops.cu'
source_filename = "intops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z13collatz_stepsj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 1
  br i1 %2, label %16, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %11, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %6 = and i32 %4, 1
  %7 = icmp eq i32 %6, 0
  %8 = mul i32 %4, 3
  %9 = add i32 %8, 1
  %10 = lshr exact i32 %4, 1
  %11 = select i1 %7, i32 %10, i32 %9
  %12 = add nuw nsw i32 %5, 1
  %13 = icmp ne i32 %12, 60
  %14 = icmp ne i32 %11, 1
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %3, label %16, !llvm.loop !8

16:                                               ; preds = %3, %1
  %17 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @intops(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = alloca [16 x i32], align 4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %180

12:                                               ; preds = %4
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i64, ptr %0, i64 %13
  %15 = load i64, ptr %14, align 8, !tbaa !11
  %16 = getelementptr inbounds i64, ptr %1, i64 %13
  %17 = load i64, ptr %16, align 8, !tbaa !11
  %18 = mul nsw i32 %10, 24
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %2, i64 %19
  %21 = trunc i64 %15 to i32
  %22 = trunc i64 %17 to i32
  %23 = and i64 %15, 31
  %24 = lshr i64 %17, %23
  %25 = or i64 %24, 1
  %26 = or i64 %17, 1
  %27 = and i64 %15, 15
  %28 = ashr i64 %26, %27
  %29 = freeze i64 %15
  %30 = freeze i64 %25
  %31 = udiv i64 %29, %30
  %32 = trunc i64 %31 to i32
  store i32 %32, ptr %20, align 4, !tbaa !4
  %33 = mul i64 %31, %30
  %34 = sub i64 %29, %33
  %35 = trunc i64 %34 to i32
  %36 = getelementptr inbounds nuw i8, ptr %20, i64 4
  store i32 %35, ptr %36, align 4, !tbaa !4
  %37 = freeze i64 %15
  %38 = freeze i64 %28
  %39 = sdiv i64 %37, %38
  %40 = trunc i64 %39 to i32
  %41 = getelementptr inbounds nuw i8, ptr %20, i64 8
  store i32 %40, ptr %41, align 4, !tbaa !4
  %42 = mul i64 %39, %38
  %43 = sub i64 %37, %42
  %44 = trunc i64 %43 to i32
  %45 = getelementptr inbounds nuw i8, ptr %20, i64 12
  store i32 %44, ptr %45, align 4, !tbaa !4
  %46 = udiv i64 %15, 1000003
  %47 = sdiv i64 %15, -7
  %48 = xor i64 %46, %47
  %49 = trunc i64 %48 to i32
  %50 = getelementptr inbounds nuw i8, ptr %20, i64 16
  store i32 %49, ptr %50, align 4, !tbaa !4
  %51 = lshr i32 %22, 1
  %52 = or i32 %51, 1
  %53 = udiv i32 %21, %52
  %54 = getelementptr inbounds nuw i8, ptr %20, i64 20
  store i32 %53, ptr %54, align 4, !tbaa !4
  %55 = srem i32 %21, %52
  %56 = getelementptr inbounds nuw i8, ptr %20, i64 24
  store i32 %55, ptr %56, align 4, !tbaa !4
  %57 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %15)
  %58 = trunc nuw nsw i64 %57 to i32
  %59 = getelementptr inbounds nuw i8, ptr %20, i64 28
  store i32 %58, ptr %59, align 4, !tbaa !4
  %60 = or i64 %15, 1
  %61 = tail call range(i64 0, 64) i64 @llvm.ctlz.i64(i64 %60, i1 true)
  %62 = trunc nuw nsw i64 %61 to i32
  %63 = or i32 %22, 1
  %64 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %63, i1 true)
  %65 = shl nuw nsw i32 %64, 6
  %66 = or disjoint i32 %65, %62
  %67 = getelementptr inbounds nuw i8, ptr %20, i64 32
  store i32 %66, ptr %67, align 4, !tbaa !4
  %68 = or i32 %21, -2147483648
  %69 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %68, i1 true)
  %70 = getelementptr inbounds nuw i8, ptr %20, i64 36
  store i32 %69, ptr %70, align 4, !tbaa !4
  %71 = tail call i32 @llvm.bitreverse.i32(i32 %21)
  %72 = getelementptr inbounds nuw i8, ptr %20, i64 40
  store i32 %71, ptr %72, align 4, !tbaa !4
  %73 = tail call i32 @llvm.bswap.i32(i32 %22)
  %74 = getelementptr inbounds nuw i8, ptr %20, i64 44
  store i32 %73, ptr %74, align 4, !tbaa !4
  %75 = tail call i64 @llvm.bswap.i64(i64 %15)
  %76 = lshr i64 %75, 16
  %77 = trunc i64 %76 to i32
  %78 = getelementptr inbounds nuw i8, ptr %20, i64 48
  store i32 %77, ptr %78, align 4, !tbaa !4
  %79 = tail call i32 @llvm.fshl.i32(i32 %21, i32 %21, i32 %22)
  %80 = getelementptr inbounds nuw i8, ptr %20, i64 52
  store i32 %79, ptr %80, align 4, !tbaa !4
  %81 = and i64 %17, 63
  %82 = tail call i64 @llvm.fshr.i64(i64 %15, i64 %15, i64 %17)
  %83 = lshr i64 %82, 7
  %84 = trunc i64 %83 to i32
  %85 = getelementptr inbounds nuw i8, ptr %20, i64 56
  store i32 %84, ptr %85, align 4, !tbaa !4
  %86 = and i32 %21, 7
  switch i32 %86, label %97 [
    i32 0, label %87
    i32 1, label %89
    i32 2, label %91
    i32 3, label %91
    i32 5, label %93
    i32 6, label %95
  ]

87:                                               ; preds = %12
  %88 = xor i32 %22, %21
  br label %97

89:                                               ; preds = %12
  %90 = add i32 %21, 17
  br label %97

91:                                               ; preds = %12, %12
  %92 = mul i32 %22, 3
  br label %97

93:                                               ; preds = %12
  %94 = lshr i32 %21, 3
  br label %97

95:                                               ; preds = %12
  %96 = xor i32 %22, -1
  br label %97

97:                                               ; preds = %12, %87, %89, %91, %93, %95
  %98 = phi i32 [ %96, %95 ], [ %88, %87 ], [ %90, %89 ], [ %92, %91 ], [ %94, %93 ], [ 4660, %12 ]
  %99 = getelementptr inbounds nuw i8, ptr %20, i64 60
  store i32 %98, ptr %99, align 4, !tbaa !4
  %100 = and i32 %21, 65534
  %101 = or disjoint i32 %100, 1
  %102 = tail call noundef i32 @_Z13collatz_stepsj(i32 noundef %101) #7
  %103 = getelementptr inbounds nuw i8, ptr %20, i64 64
  store i32 %102, ptr %103, align 4, !tbaa !4
  br label %104

104:                                              ; preds = %126, %97
  %105 = phi i32 [ 0, %97 ], [ %129, %126 ]
  %106 = phi i32 [ 0, %97 ], [ %127, %126 ]
  %107 = lshr i32 %21, %105
  %108 = and i32 %107, 7
  %109 = shl nuw nsw i32 %105, 3
  br label %110

110:                                              ; preds = %122, %104
  %111 = phi i32 [ 0, %104 ], [ %124, %122 ]
  %112 = phi i32 [ %106, %104 ], [ %123, %122 ]
  %113 = mul nuw nsw i32 %111, %105
  %114 = xor i32 %113, %21
  %115 = and i32 %114, 1
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %117, label %122

117:                                              ; preds = %110
  %118 = icmp samesign ugt i32 %111, %108
  br i1 %118, label %126, label %119

119:                                              ; preds = %117
  %120 = add nuw nsw i32 %111, %109
  %121 = add i32 %120, %112
  br label %122

122:                                              ; preds = %119, %110
  %123 = phi i32 [ %112, %110 ], [ %121, %119 ]
  %124 = add nuw nsw i32 %111, 1
  %125 = icmp eq i32 %124, 8
  br i1 %125, label %126, label %110, !llvm.loop !13

126:                                              ; preds = %122, %117
  %127 = phi i32 [ %112, %117 ], [ %123, %122 ]
  %128 = icmp ugt i32 %127, 600
  %129 = add nuw nsw i32 %105, 1
  %130 = icmp eq i32 %129, 8
  %131 = select i1 %128, i1 true, i1 %130
  br i1 %131, label %132, label %104, !llvm.loop !14

132:                                              ; preds = %126
  %133 = getelementptr inbounds nuw i8, ptr %20, i64 68
  store i32 %127, ptr %133, align 4, !tbaa !4
  %134 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %21, i32 %22)
  %135 = getelementptr inbounds nuw i8, ptr %20, i64 72
  store i32 %134, ptr %135, align 4, !tbaa !4
  %136 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %21, i32 %22)
  %137 = extractvalue { i32, i1 } %136, 1
  %138 = extractvalue { i32, i1 } %136, 0
  %139 = select i1 %137, i32 -2147483648, i32 0
  %140 = xor i32 %139, %138
  %141 = getelementptr inbounds nuw i8, ptr %20, i64 76
  store i32 %140, ptr %141, align 4, !tbaa !4
  %142 = tail call i32 @llvm.smin.i32(i32 %21, i32 %22)
  %143 = tail call i32 @llvm.abs.i32(i32 %142, i1 true)
  %144 = getelementptr inbounds nuw i8, ptr %20, i64 80
  store i32 %143, ptr %144, align 4, !tbaa !4
  %145 = icmp ugt i32 %21, %22
  %146 = sub nuw i32 %21, %22
  %147 = sub nuw i32 %22, %21
  %148 = select i1 %145, i32 %146, i32 %147
  %149 = getelementptr inbounds nuw i8, ptr %20, i64 84
  store i32 %148, ptr %149, align 4, !tbaa !4
  %150 = ashr i64 %15, %81
  %151 = trunc i64 %150 to i32
  %152 = mul i64 %17, %15
  %153 = lshr i64 %152, 40
  %154 = trunc nuw nsw i64 %153 to i32
  %155 = add i32 %151, %154
  %156 = getelementptr inbounds nuw i8, ptr %20, i64 88
  store i32 %155, ptr %156, align 4, !tbaa !4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #7
  br label %157

157:                                              ; preds = %132, %157
  %158 = phi i32 [ 0, %132 ], [ %164, %157 ]
  %159 = mul i32 %158, %21
  %160 = lshr i32 %22, %158
  %161 = add i32 %159, %160
  %162 = zext nneg i32 %158 to i64
  %163 = getelementptr inbounds nuw i32, ptr %5, i64 %162
  store i32 %161, ptr %163, align 4, !tbaa !4
  %164 = add nuw nsw i32 %158, 1
  %165 = icmp eq i32 %164, 16
  br i1 %165, label %169, label %157, !llvm.loop !15

166:                                              ; preds = %169
  %167 = xor i32 %177, %176
  %168 = getelementptr inbounds nuw i8, ptr %20, i64 92
  store i32 %167, ptr %168, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #7
  br label %180

169:                                              ; preds = %157, %169
  %170 = phi i32 [ %178, %169 ], [ 0, %157 ]
  %171 = phi i32 [ %177, %169 ], [ 0, %157 ]
  %172 = phi i32 [ %176, %169 ], [ 0, %157 ]
  %173 = zext nneg i32 %170 to i64
  %174 = getelementptr inbounds nuw i32, ptr %5, i64 %173
  %175 = load i32, ptr %174, align 4, !tbaa !4
  %176 = add i32 %175, %172
  %177 = tail call i32 @llvm.umax.i32(i32 %175, i32 %171)
  %178 = add nuw nsw i32 %170, 1
  %179 = icmp eq i32 %178, 16
  br i1 %179, label %166, label %169, !llvm.loop !16

180:                                              ; preds = %4, %166
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !6, i64 0}
!13 = distinct !{!13, !9, !10}
!14 = distinct !{!14, !9, !10}
!15 = distinct !{!15, !9, !10}
!16 = distinct !{!16, !9, !10}
