; ModuleID = 'intops.hip'
source_filename = "intops.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_cb9291cc8e943a25 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_cb9291cc8e943a25 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc noundef i32 @_Z13collatz_stepsj(i32 noundef range(i32 1, 65536) %0) unnamed_addr #0 {
  %2 = icmp eq i32 %0, 1
  br i1 %2, label %19, label %3

3:                                                ; preds = %1, %13
  %4 = phi i32 [ %14, %13 ], [ %0, %1 ]
  %5 = phi i32 [ %15, %13 ], [ 0, %1 ]
  %6 = and i32 %4, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %3
  %9 = mul i32 %4, 3
  %10 = add i32 %9, 1
  br label %13

11:                                               ; preds = %3
  %12 = lshr exact i32 %4, 1
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %10, %8 ], [ %12, %11 ]
  %15 = add nuw nsw i32 %5, 1
  %16 = icmp ne i32 %15, 60
  %17 = icmp ne i32 %14, 1
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %3, label %19, !llvm.loop !9

19:                                               ; preds = %13, %1
  %20 = phi i32 [ 0, %1 ], [ %15, %13 ]
  ret i32 %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @intops(ptr addrspace(1) noalias noundef readonly captures(none) %0, ptr addrspace(1) noalias noundef readonly captures(none) %1, ptr addrspace(1) noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !12, !invariant.load !13, !noundef !13
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %184

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %15
  %17 = load i64, ptr addrspace(1) %16, align 8, !tbaa !14
  %18 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %15
  %19 = load i64, ptr addrspace(1) %18, align 8, !tbaa !14
  %20 = mul nsw i32 %12, 24
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %21
  %23 = trunc i64 %17 to i32
  %24 = trunc i64 %19 to i32
  %25 = and i64 %17, 31
  %26 = lshr i64 %19, %25
  %27 = or i64 %26, 1
  %28 = or i64 %19, 1
  %29 = and i64 %17, 15
  %30 = ashr i64 %28, %29
  %31 = freeze i64 %17
  %32 = freeze i64 %27
  %33 = udiv i64 %31, %32
  %34 = trunc i64 %33 to i32
  store i32 %34, ptr addrspace(1) %22, align 4, !tbaa !5
  %35 = mul i64 %33, %32
  %36 = sub i64 %31, %35
  %37 = trunc i64 %36 to i32
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 4
  store i32 %37, ptr addrspace(1) %38, align 4, !tbaa !5
  %39 = freeze i64 %17
  %40 = freeze i64 %30
  %41 = sdiv i64 %39, %40
  %42 = trunc i64 %41 to i32
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 8
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !5
  %44 = mul i64 %41, %40
  %45 = sub i64 %39, %44
  %46 = trunc i64 %45 to i32
  %47 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 12
  store i32 %46, ptr addrspace(1) %47, align 4, !tbaa !5
  %48 = udiv i64 %17, 1000003
  %49 = sdiv i64 %17, -7
  %50 = xor i64 %48, %49
  %51 = trunc i64 %50 to i32
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 16
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = lshr i32 %24, 1
  %54 = or i32 %53, 1
  %55 = udiv i32 %23, %54
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 20
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  %57 = srem i32 %23, %54
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 24
  store i32 %57, ptr addrspace(1) %58, align 4, !tbaa !5
  %59 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %17)
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 28
  store i32 %60, ptr addrspace(1) %61, align 4, !tbaa !5
  %62 = or i64 %17, 1
  %63 = tail call range(i64 0, 64) i64 @llvm.ctlz.i64(i64 %62, i1 true)
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = or i32 %24, 1
  %66 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %65, i1 true)
  %67 = shl nuw nsw i32 %66, 6
  %68 = or disjoint i32 %67, %64
  %69 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 32
  store i32 %68, ptr addrspace(1) %69, align 4, !tbaa !5
  %70 = or i32 %23, -2147483648
  %71 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %70, i1 true)
  %72 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 36
  store i32 %71, ptr addrspace(1) %72, align 4, !tbaa !5
  %73 = tail call i32 @llvm.bitreverse.i32(i32 %23)
  %74 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 40
  store i32 %73, ptr addrspace(1) %74, align 4, !tbaa !5
  %75 = tail call i32 @llvm.bswap.i32(i32 %24)
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 44
  store i32 %75, ptr addrspace(1) %76, align 4, !tbaa !5
  %77 = tail call i64 @llvm.bswap.i64(i64 %17)
  %78 = lshr i64 %77, 16
  %79 = trunc i64 %78 to i32
  %80 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 48
  store i32 %79, ptr addrspace(1) %80, align 4, !tbaa !5
  %81 = tail call i32 @llvm.fshl.i32(i32 %23, i32 %23, i32 %24)
  %82 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 52
  store i32 %81, ptr addrspace(1) %82, align 4, !tbaa !5
  %83 = and i64 %19, 63
  %84 = tail call i64 @llvm.fshr.i64(i64 %17, i64 %17, i64 %19)
  %85 = lshr i64 %84, 7
  %86 = trunc i64 %85 to i32
  %87 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 56
  store i32 %86, ptr addrspace(1) %87, align 4, !tbaa !5
  %88 = and i32 %23, 7
  switch i32 %88, label %99 [
    i32 0, label %89
    i32 1, label %91
    i32 2, label %93
    i32 3, label %93
    i32 5, label %95
    i32 6, label %97
  ]

89:                                               ; preds = %14
  %90 = xor i32 %24, %23
  br label %99

91:                                               ; preds = %14
  %92 = add i32 %23, 17
  br label %99

93:                                               ; preds = %14, %14
  %94 = mul i32 %24, 3
  br label %99

95:                                               ; preds = %14
  %96 = lshr i32 %23, 3
  br label %99

97:                                               ; preds = %14
  %98 = xor i32 %24, -1
  br label %99

99:                                               ; preds = %14, %89, %91, %93, %95, %97
  %100 = phi i32 [ %98, %97 ], [ %90, %89 ], [ %92, %91 ], [ %94, %93 ], [ %96, %95 ], [ 4660, %14 ]
  %101 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 60
  store i32 %100, ptr addrspace(1) %101, align 4, !tbaa !5
  %102 = and i32 %23, 65534
  %103 = or disjoint i32 %102, 1
  %104 = tail call fastcc noundef i32 @_Z13collatz_stepsj(i32 noundef %103) #6
  %105 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 64
  store i32 %104, ptr addrspace(1) %105, align 4, !tbaa !5
  br label %106

106:                                              ; preds = %128, %99
  %107 = phi i32 [ 0, %99 ], [ %131, %128 ]
  %108 = phi i32 [ 0, %99 ], [ %129, %128 ]
  %109 = lshr i32 %23, %107
  %110 = and i32 %109, 7
  %111 = shl nuw nsw i32 %107, 3
  br label %112

112:                                              ; preds = %124, %106
  %113 = phi i32 [ 0, %106 ], [ %126, %124 ]
  %114 = phi i32 [ %108, %106 ], [ %125, %124 ]
  %115 = mul nuw nsw i32 %113, %107
  %116 = xor i32 %115, %23
  %117 = and i32 %116, 1
  %118 = icmp eq i32 %117, 0
  br i1 %118, label %119, label %124

119:                                              ; preds = %112
  %120 = icmp samesign ugt i32 %113, %110
  br i1 %120, label %128, label %121

121:                                              ; preds = %119
  %122 = add nuw nsw i32 %113, %111
  %123 = add i32 %122, %114
  br label %124

124:                                              ; preds = %121, %112
  %125 = phi i32 [ %114, %112 ], [ %123, %121 ]
  %126 = add nuw nsw i32 %113, 1
  %127 = icmp eq i32 %126, 8
  br i1 %127, label %128, label %112, !llvm.loop !16

128:                                              ; preds = %124, %119
  %129 = phi i32 [ %114, %119 ], [ %125, %124 ]
  %130 = icmp ugt i32 %129, 600
  %131 = add nuw nsw i32 %107, 1
  %132 = icmp eq i32 %131, 8
  %133 = select i1 %130, i1 true, i1 %132
  br i1 %133, label %134, label %106, !llvm.loop !17

134:                                              ; preds = %128
  %135 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 68
  store i32 %129, ptr addrspace(1) %135, align 4, !tbaa !5
  %136 = and i64 %17, 4294967295
  %137 = and i64 %19, 4294967295
  %138 = mul nuw i64 %137, %136
  %139 = lshr i64 %138, 32
  %140 = trunc nuw i64 %139 to i32
  %141 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 72
  store i32 %140, ptr addrspace(1) %141, align 4, !tbaa !5
  %142 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %23, i32 %24)
  %143 = extractvalue { i32, i1 } %142, 1
  %144 = extractvalue { i32, i1 } %142, 0
  %145 = select i1 %143, i32 -2147483648, i32 0
  %146 = xor i32 %145, %144
  %147 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 76
  store i32 %146, ptr addrspace(1) %147, align 4, !tbaa !5
  %148 = tail call i32 @llvm.smin.i32(i32 %23, i32 %24)
  %149 = tail call i32 @llvm.abs.i32(i32 %148, i1 true)
  %150 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 80
  store i32 %149, ptr addrspace(1) %150, align 4, !tbaa !5
  %151 = icmp ugt i32 %23, %24
  %152 = sub nuw i32 %23, %24
  %153 = sub nuw i32 %24, %23
  %154 = select i1 %151, i32 %152, i32 %153
  %155 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 84
  store i32 %154, ptr addrspace(1) %155, align 4, !tbaa !5
  %156 = ashr i64 %17, %83
  %157 = trunc i64 %156 to i32
  %158 = mul i64 %19, %17
  %159 = lshr i64 %158, 40
  %160 = trunc nuw nsw i64 %159 to i32
  %161 = add i32 %157, %160
  %162 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 88
  store i32 %161, ptr addrspace(1) %162, align 4, !tbaa !5
  br label %163

163:                                              ; preds = %134, %163
  %164 = phi i32 [ 0, %134 ], [ %170, %163 ]
  %165 = phi <16 x i32> [ zeroinitializer, %134 ], [ %169, %163 ]
  %166 = mul i32 %164, %23
  %167 = lshr i32 %24, %164
  %168 = add i32 %166, %167
  %169 = insertelement <16 x i32> %165, i32 %168, i32 %164
  %170 = add nuw nsw i32 %164, 1
  %171 = icmp eq i32 %170, 16
  br i1 %171, label %175, label %163, !llvm.loop !18

172:                                              ; preds = %175
  %173 = xor i32 %181, %180
  %174 = getelementptr inbounds nuw i8, ptr addrspace(1) %22, i64 92
  store i32 %173, ptr addrspace(1) %174, align 4, !tbaa !5
  br label %184

175:                                              ; preds = %163, %175
  %176 = phi i32 [ %182, %175 ], [ 0, %163 ]
  %177 = phi i32 [ %181, %175 ], [ 0, %163 ]
  %178 = phi i32 [ %180, %175 ], [ 0, %163 ]
  %179 = extractelement <16 x i32> %169, i32 %176
  %180 = add i32 %179, %178
  %181 = tail call i32 @llvm.umax.i32(i32 %179, i32 %177)
  %182 = add nuw nsw i32 %176, 1
  %183 = icmp eq i32 %182, 16
  br i1 %183, label %172, label %175, !llvm.loop !19

184:                                              ; preds = %4, %172
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{i16 1, i16 1025}
!13 = !{}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !7, i64 0}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11}
