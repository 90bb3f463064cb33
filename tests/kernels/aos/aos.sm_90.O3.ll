; ModuleID = 'aos.cu'
source_filename = "aos.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { float, i32, i32, [4 x float] }
%struct.Particle = type { %struct.float4, %struct.int2, i32, float }
%struct.float4 = type { float, float, float, float }
%struct.int2 = type { i32, i32 }

$_Z3mixILi3EEjj = comdat any

@kTable = dso_local addrspace(4) externally_initialized constant [16 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6, i32 5, i32 3, i32 5, i32 8, i32 9, i32 7, i32 9, i32 3], align 4
@dyn = external dso_local addrspace(3) global [0 x i32], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @kTable to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3fibj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 2
  br i1 %2, label %58, label %3

3:                                                ; preds = %1
  %4 = add i32 %0, -2
  %5 = lshr i32 %4, 1
  %6 = add nuw i32 %5, 1
  %7 = and i32 %6, 7
  %8 = icmp ult i32 %4, 14
  br i1 %8, label %44, label %9

9:                                                ; preds = %3
  %10 = and i32 %6, -8
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %0, %9 ], [ %36, %11 ]
  %13 = phi i32 [ 0, %9 ], [ %39, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %40, %11 ]
  %15 = add i32 %12, -1
  %16 = tail call noundef i32 @_Z3fibj(i32 noundef %15) #10
  %17 = add i32 %16, %13
  %18 = add i32 %12, -3
  %19 = tail call noundef i32 @_Z3fibj(i32 noundef %18) #10
  %20 = add i32 %19, %17
  %21 = add i32 %12, -5
  %22 = tail call noundef i32 @_Z3fibj(i32 noundef %21) #10
  %23 = add i32 %22, %20
  %24 = add i32 %12, -7
  %25 = tail call noundef i32 @_Z3fibj(i32 noundef %24) #10
  %26 = add i32 %25, %23
  %27 = add i32 %12, -9
  %28 = tail call noundef i32 @_Z3fibj(i32 noundef %27) #10
  %29 = add i32 %28, %26
  %30 = add i32 %12, -11
  %31 = tail call noundef i32 @_Z3fibj(i32 noundef %30) #10
  %32 = add i32 %31, %29
  %33 = add i32 %12, -13
  %34 = tail call noundef i32 @_Z3fibj(i32 noundef %33) #10
  %35 = add i32 %34, %32
  %36 = add i32 %12, -16
  %37 = add i32 %12, -15
  %38 = tail call noundef i32 @_Z3fibj(i32 noundef %37) #10
  %39 = add i32 %38, %35
  %40 = add i32 %14, 8
  %41 = icmp eq i32 %40, %10
  br i1 %41, label %42, label %11

42:                                               ; preds = %11
  %43 = icmp eq i32 %7, 0
  br i1 %43, label %58, label %44

44:                                               ; preds = %42, %3
  %45 = phi i32 [ %0, %3 ], [ %36, %42 ]
  %46 = phi i32 [ 0, %3 ], [ %39, %42 ]
  %47 = icmp ne i32 %7, 0
  tail call void @llvm.assume(i1 %47)
  br label %48

48:                                               ; preds = %48, %44
  %49 = phi i32 [ %52, %48 ], [ %45, %44 ]
  %50 = phi i32 [ %55, %48 ], [ %46, %44 ]
  %51 = phi i32 [ %56, %48 ], [ 0, %44 ]
  %52 = add i32 %49, -2
  %53 = add i32 %49, -1
  %54 = tail call noundef i32 @_Z3fibj(i32 noundef %53) #10
  %55 = add i32 %54, %50
  %56 = add i32 %51, 1
  %57 = icmp eq i32 %56, %7
  br i1 %57, label %58, label %48, !llvm.loop !8

58:                                               ; preds = %42, %48, %1
  %59 = phi i32 [ 0, %1 ], [ %39, %42 ], [ %55, %48 ]
  %60 = phi i32 [ %0, %1 ], [ %36, %42 ], [ %52, %48 ]
  %61 = add i32 %60, %59
  ret i32 %61
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z4sum4PKj(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load i32, ptr %0, align 4, !tbaa !4
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !4
  %5 = add i32 %4, %2
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !4
  %8 = add i32 %5, %7
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %10 = load i32, ptr %9, align 4, !tbaa !4
  %11 = add i32 %8, %10
  ret i32 %11
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @aos(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noundef captures(none) %2, ptr noundef readonly byval(%struct.Params) align 4 captures(none) %3) local_unnamed_addr #2 {
  %5 = alloca [8 x i32], align 4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = add i32 %9, %6
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw %struct.Particle, ptr %0, i64 %11
  %13 = load float, ptr %12, align 16, !tbaa !10
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %15 = load float, ptr %14, align 4, !tbaa !10
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %17 = load float, ptr %16, align 8, !tbaa !10
  %18 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %19 = load float, ptr %18, align 4, !tbaa !10
  %20 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %21 = load i32, ptr %20, align 8, !tbaa !4
  %22 = getelementptr inbounds nuw i8, ptr %12, i64 28
  %23 = load float, ptr %22, align 4, !tbaa !10
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !12
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %58

27:                                               ; preds = %4
  %28 = load float, ptr %3, align 4, !tbaa !14
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %30 = load float, ptr %29, align 4, !tbaa !10
  %31 = fmul contract float %28, %30
  %32 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %33 = load float, ptr %32, align 4, !tbaa !10
  %34 = fmul contract float %28, %33
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %36 = load float, ptr %35, align 4, !tbaa !10
  %37 = and i32 %25, 7
  %38 = icmp ult i32 %25, 8
  br i1 %38, label %43, label %39

39:                                               ; preds = %27
  %40 = and i32 %25, 2147483640
  br label %88

41:                                               ; preds = %88
  %42 = icmp eq i32 %37, 0
  br i1 %42, label %58, label %43

43:                                               ; preds = %41, %27
  %44 = phi float [ %13, %27 ], [ %114, %41 ]
  %45 = phi float [ %15, %27 ], [ %115, %41 ]
  %46 = phi float [ %17, %27 ], [ %116, %41 ]
  %47 = icmp ne i32 %37, 0
  tail call void @llvm.assume(i1 %47)
  br label %48

48:                                               ; preds = %48, %43
  %49 = phi float [ %44, %43 ], [ %53, %48 ]
  %50 = phi float [ %45, %43 ], [ %54, %48 ]
  %51 = phi float [ %46, %43 ], [ %55, %48 ]
  %52 = phi i32 [ 0, %43 ], [ %56, %48 ]
  %53 = fadd contract float %49, %31
  %54 = fsub contract float %50, %34
  %55 = fmul contract float %51, %36
  %56 = add i32 %52, 1
  %57 = icmp eq i32 %56, %37
  br i1 %57, label %58, label %48, !llvm.loop !15

58:                                               ; preds = %41, %48, %4
  %59 = phi float [ %19, %4 ], [ %23, %48 ], [ %23, %41 ]
  %60 = phi float [ %17, %4 ], [ %116, %41 ], [ %55, %48 ]
  %61 = phi float [ %15, %4 ], [ %115, %41 ], [ %54, %48 ]
  %62 = phi float [ %13, %4 ], [ %114, %41 ], [ %53, %48 ]
  %63 = and i32 %21, 15
  %64 = add nsw i32 %63, -8
  %65 = zext nneg i32 %63 to i64
  %66 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @kTable to ptr), i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !4
  %68 = mul nsw i32 %67, %64
  %69 = and i32 %21, 1023
  %70 = uitofp nneg i32 %69 to float
  %71 = getelementptr inbounds nuw %struct.Particle, ptr %1, i64 %11
  store float %62, ptr %71, align 16, !tbaa !10
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 4
  store float %61, ptr %72, align 4, !tbaa !10
  %73 = getelementptr inbounds nuw i8, ptr %71, i64 8
  store float %60, ptr %73, align 8, !tbaa !10
  %74 = getelementptr inbounds nuw i8, ptr %71, i64 12
  store float %59, ptr %74, align 4, !tbaa !10
  %75 = getelementptr inbounds nuw i8, ptr %71, i64 16
  store i32 %64, ptr %75, align 16, !tbaa !4
  %76 = getelementptr inbounds nuw i8, ptr %71, i64 20
  store i32 %68, ptr %76, align 4, !tbaa !4
  %77 = getelementptr inbounds nuw i8, ptr %71, i64 24
  store i32 %21, ptr %77, align 8, !tbaa !4
  %78 = getelementptr inbounds nuw i8, ptr %71, i64 28
  store float %70, ptr %78, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  %79 = and i32 %21, 7
  %80 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %81 = load i32, ptr %80, align 4, !tbaa !16
  %82 = and i32 %21, 7
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw i32, ptr %5, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !4
  %86 = add i32 %81, %85
  store i32 %86, ptr %84, align 4, !tbaa !4
  %87 = icmp eq i32 %79, 0
  br i1 %87, label %119, label %146, !llvm.loop !17

88:                                               ; preds = %88, %39
  %89 = phi float [ %13, %39 ], [ %114, %88 ]
  %90 = phi float [ %15, %39 ], [ %115, %88 ]
  %91 = phi float [ %17, %39 ], [ %116, %88 ]
  %92 = phi i32 [ 0, %39 ], [ %117, %88 ]
  %93 = fadd contract float %89, %31
  %94 = fsub contract float %90, %34
  %95 = fmul contract float %91, %36
  %96 = fadd contract float %93, %31
  %97 = fsub contract float %94, %34
  %98 = fmul contract float %95, %36
  %99 = fadd contract float %96, %31
  %100 = fsub contract float %97, %34
  %101 = fmul contract float %98, %36
  %102 = fadd contract float %99, %31
  %103 = fsub contract float %100, %34
  %104 = fmul contract float %101, %36
  %105 = fadd contract float %102, %31
  %106 = fsub contract float %103, %34
  %107 = fmul contract float %104, %36
  %108 = fadd contract float %105, %31
  %109 = fsub contract float %106, %34
  %110 = fmul contract float %107, %36
  %111 = fadd contract float %108, %31
  %112 = fsub contract float %109, %34
  %113 = fmul contract float %110, %36
  %114 = fadd contract float %111, %31
  %115 = fsub contract float %112, %34
  %116 = fmul contract float %113, %36
  %117 = add i32 %92, 8
  %118 = icmp eq i32 %117, %40
  br i1 %118, label %41, label %88, !llvm.loop !19

119:                                              ; preds = %200, %191, %182, %173, %164, %155, %146, %58
  %120 = shl nuw nsw i32 %6, 3
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %121
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %122, ptr noundef nonnull align 4 dereferenceable(32) %5, i64 32, i1 false)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %123 = trunc nuw nsw i32 %6 to i16
  %124 = add nuw nsw i16 %123, 1
  %125 = trunc nuw nsw i32 %8 to i16
  %126 = urem i16 %124, %125
  %127 = shl nuw nsw i16 %126, 3
  %128 = zext nneg i16 %127 to i64
  %129 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %128
  %130 = tail call noundef i32 @_Z4sum4PKj(ptr noundef %129) #10
  %131 = shl i32 %10, 2
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds nuw i32, ptr %2, i64 %132
  %134 = tail call noundef i32 @_Z4sum4PKj(ptr noundef %133) #10
  %135 = add i32 %134, %130
  %136 = tail call noundef i32 @_Z3fibj(i32 noundef %79) #10
  %137 = add i32 %135, %136
  %138 = tail call noundef i32 @_Z3mixILi3EEjj(i32 noundef %21) #10
  %139 = add i32 %137, %138
  %140 = lshr i32 %21, 4
  %141 = and i32 %140, 15
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @kTable to ptr), i64 %142
  %144 = load i32, ptr %143, align 4, !tbaa !4
  %145 = add i32 %139, %144
  store i32 %145, ptr %133, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #10
  ret void

146:                                              ; preds = %58
  %147 = add i32 %81, 1
  %148 = add i32 %21, 1
  %149 = and i32 %148, 7
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds nuw i32, ptr %5, i64 %150
  %152 = load i32, ptr %151, align 4, !tbaa !4
  %153 = add i32 %147, %152
  store i32 %153, ptr %151, align 4, !tbaa !4
  %154 = icmp eq i32 %79, 1
  br i1 %154, label %119, label %155, !llvm.loop !17

155:                                              ; preds = %146
  %156 = add i32 %81, 2
  %157 = add i32 %21, 2
  %158 = and i32 %157, 7
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds nuw i32, ptr %5, i64 %159
  %161 = load i32, ptr %160, align 4, !tbaa !4
  %162 = add i32 %156, %161
  store i32 %162, ptr %160, align 4, !tbaa !4
  %163 = icmp eq i32 %79, 2
  br i1 %163, label %119, label %164, !llvm.loop !17

164:                                              ; preds = %155
  %165 = add i32 %81, 3
  %166 = add i32 %21, 3
  %167 = and i32 %166, 7
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds nuw i32, ptr %5, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !4
  %171 = add i32 %165, %170
  store i32 %171, ptr %169, align 4, !tbaa !4
  %172 = icmp eq i32 %79, 3
  br i1 %172, label %119, label %173, !llvm.loop !17

173:                                              ; preds = %164
  %174 = add i32 %81, 4
  %175 = and i32 %21, 7
  %176 = xor i32 %175, 4
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds nuw i32, ptr %5, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !4
  %180 = add i32 %174, %179
  store i32 %180, ptr %178, align 4, !tbaa !4
  %181 = icmp eq i32 %79, 4
  br i1 %181, label %119, label %182, !llvm.loop !17

182:                                              ; preds = %173
  %183 = add i32 %81, 5
  %184 = add i32 %21, 5
  %185 = and i32 %184, 7
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr inbounds nuw i32, ptr %5, i64 %186
  %188 = load i32, ptr %187, align 4, !tbaa !4
  %189 = add i32 %183, %188
  store i32 %189, ptr %187, align 4, !tbaa !4
  %190 = icmp eq i32 %79, 5
  br i1 %190, label %119, label %191, !llvm.loop !17

191:                                              ; preds = %182
  %192 = add i32 %81, 6
  %193 = add i32 %21, 6
  %194 = and i32 %193, 7
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr inbounds nuw i32, ptr %5, i64 %195
  %197 = load i32, ptr %196, align 4, !tbaa !4
  %198 = add i32 %192, %197
  store i32 %198, ptr %196, align 4, !tbaa !4
  %199 = icmp eq i32 %79, 6
  br i1 %199, label %119, label %200, !llvm.loop !17

200:                                              ; preds = %191
  %201 = add i32 %81, 7
  %202 = add i32 %21, 7
  %203 = and i32 %202, 7
  %204 = zext nneg i32 %203 to i64
  %205 = getelementptr inbounds nuw i32, ptr %5, i64 %204
  %206 = load i32, ptr %205, align 4, !tbaa !4
  %207 = add i32 %201, %206
  store i32 %207, ptr %205, align 4, !tbaa !4
  br label %119
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #6

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef i32 @_Z3mixILi3EEjj(i32 noundef %0) local_unnamed_addr #7 comdat {
  %2 = lshr i32 %0, 7
  %3 = xor i32 %2, %0
  %4 = mul i32 %3, -1640531535
  %5 = lshr i32 %4, 7
  %6 = xor i32 %5, %4
  %7 = mul i32 %6, -1640531535
  %8 = add i32 %7, 1
  %9 = lshr i32 %8, 7
  %10 = xor i32 %9, %8
  %11 = mul i32 %10, -1640531535
  %12 = add i32 %11, 2
  ret i32 %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !6, i64 0}
!12 = !{!13, !5, i64 4}
!13 = !{!"_ZTS6Params", !11, i64 0, !5, i64 4, !5, i64 8, !6, i64 12}
!14 = !{!13, !11, i64 0}
!15 = distinct !{!15, !9}
!16 = !{!13, !5, i64 8}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
