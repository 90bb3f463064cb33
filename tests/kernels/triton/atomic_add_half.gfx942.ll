; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @atomic_add_half(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg %1, ptr addrspace(1) inreg %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !14
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !15
  %9 = and i32 %8, 192, !dbg !15
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !16
  %11 = shl i32 %10, 8, !dbg !16
  %12 = and i32 %7, 63, !dbg !15
  %13 = or disjoint i32 %12, %9, !dbg !15
  %14 = or disjoint i32 %13, %11, !dbg !16
  %15 = icmp slt i32 %14, %3, !dbg !17
  %16 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !18
  %17 = shl i32 %14, 2, !dbg !18
  %18 = select i1 %15, i32 %17, i32 -2147483648, !dbg !18
  %19 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %16, i32 %18, i32 0, i32 0), !dbg !18
  %20 = bitcast float %19 to <1 x float>, !dbg !18
  %21 = extractelement <1 x float> %20, i64 0, !dbg !18
  %22 = srem i32 %14, 16, !dbg !19
  %23 = fptrunc float %21 to half, !dbg !20
  %24 = sext i32 %22 to i64, !dbg !21
  %25 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %24, !dbg !21
  fence syncscope("workgroup") release, !dbg !21, !mmra !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  fence syncscope("workgroup") acquire, !dbg !21, !mmra !22
  %26 = and i32 %7, 1, !dbg !21
  %27 = ptrtoint ptr addrspace(1) %25 to i64, !dbg !21
  %28 = select i1 %15, i64 %27, i64 -1, !dbg !21
  %29 = insertelement <2 x half> zeroinitializer, half %23, i32 %26, !dbg !21
  %30 = bitcast <2 x half> %29 to i32, !dbg !21
  %31 = select i1 %15, i32 %30, i32 0, !dbg !21
  %32 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %31, i32 257, i32 15, i32 15, i1 false), !dbg !21
  %33 = or i32 %31, %32, !dbg !21
  %34 = bitcast i32 %33 to <2 x half>, !dbg !21
  %35 = bitcast i64 %28 to <2 x i32>, !dbg !21
  %36 = extractelement <2 x i32> %35, i64 0, !dbg !21
  %37 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %36, i32 257, i32 15, i32 15, i1 false), !dbg !21
  %38 = insertelement <2 x i32> poison, i32 %37, i64 0, !dbg !21
  %39 = extractelement <2 x i32> %35, i64 1, !dbg !21
  %40 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %39, i32 257, i32 15, i32 15, i1 false), !dbg !21
  %41 = insertelement <2 x i32> %38, i32 %40, i64 1, !dbg !21
  %42 = bitcast <2 x i32> %41 to i64, !dbg !21
  %43 = icmp ne i64 %42, -1, !dbg !21
  %44 = or i1 %15, %43, !dbg !21
  %45 = select i1 %43, i64 %42, i64 %28, !dbg !21
  %46 = icmp eq i32 %26, 0, !dbg !21
  %47 = and i1 %46, %44, !dbg !21
  %48 = inttoptr i64 %45 to ptr addrspace(1), !dbg !21
  %49 = inttoptr i64 %42 to ptr addrspace(1), !dbg !21
  %50 = select i1 %15, ptr addrspace(1) %25, ptr addrspace(1) %49, !dbg !21
  br i1 %47, label %51, label %66, !dbg !21

51:                                               ; preds = %6
  %52 = add i64 %28, 2, !dbg !21
  %53 = icmp eq i64 %52, %42, !dbg !21
  %54 = and i64 %28, 3, !dbg !21
  %55 = icmp eq i64 %54, 0, !dbg !21
  %56 = and i1 %55, %53, !dbg !21
  %57 = and i1 %15, %56, !dbg !21
  %58 = and i1 %43, %57, !dbg !21
  br i1 %58, label %64, label %59, !dbg !21

59:                                               ; preds = %51
  %60 = extractelement <2 x half> %34, i64 0, !dbg !21
  %61 = extractelement <2 x half> %34, i64 1, !dbg !21
  %62 = atomicrmw fadd ptr addrspace(1) %50, half %60 syncscope("agent") acq_rel, align 2, !dbg !21
  %63 = atomicrmw fadd ptr addrspace(1) %48, half %61 syncscope("agent") acq_rel, align 2, !dbg !21
  br label %66, !dbg !21

64:                                               ; preds = %51
  %65 = atomicrmw fadd ptr addrspace(1) %50, <2 x half> %34 syncscope("agent") acq_rel, align 4, !dbg !21
  br label %66, !dbg !21

66:                                               ; preds = %64, %59, %6
  fence syncscope("workgroup") release, !dbg !21, !mmra !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  fence syncscope("workgroup") acquire, !dbg !21, !mmra !22
  %67 = bitcast float %21 to i32, !dbg !23
  %68 = fcmp uno float %21, 0.000000e+00, !dbg !23
  %69 = lshr i32 %67, 16, !dbg !23
  %70 = and i32 %69, 1, !dbg !23
  %71 = add i32 %67, 32767, !dbg !23
  %72 = add i32 %71, %70, !dbg !23
  %73 = lshr i32 %72, 16, !dbg !23
  %74 = trunc nuw i32 %73 to i16, !dbg !23
  %75 = bitcast i16 %74 to bfloat, !dbg !23
  %76 = select i1 %68, bfloat +nan(0x3F), bfloat %75, !dbg !23
  %77 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %24, !dbg !14
  fence syncscope("workgroup") release, !dbg !14, !mmra !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14, !mmra !22
  %78 = ptrtoint ptr addrspace(1) %77 to i64, !dbg !14
  %79 = select i1 %15, i64 %78, i64 -1, !dbg !14
  %80 = insertelement <2 x bfloat> zeroinitializer, bfloat %76, i32 %26, !dbg !14
  %81 = bitcast <2 x bfloat> %80 to i32, !dbg !14
  %82 = select i1 %15, i32 %81, i32 0, !dbg !14
  %83 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %82, i32 257, i32 15, i32 15, i1 false), !dbg !14
  %84 = or i32 %83, %82, !dbg !14
  %85 = bitcast i32 %84 to <2 x bfloat>, !dbg !14
  %86 = bitcast i64 %79 to <2 x i32>, !dbg !14
  %87 = extractelement <2 x i32> %86, i64 0, !dbg !14
  %88 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %87, i32 257, i32 15, i32 15, i1 false), !dbg !14
  %89 = insertelement <2 x i32> poison, i32 %88, i64 0, !dbg !14
  %90 = extractelement <2 x i32> %86, i64 1, !dbg !14
  %91 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %90, i32 257, i32 15, i32 15, i1 false), !dbg !14
  %92 = insertelement <2 x i32> %89, i32 %91, i64 1, !dbg !14
  %93 = bitcast <2 x i32> %92 to i64, !dbg !14
  %94 = icmp ne i64 %93, -1, !dbg !14
  %95 = or i1 %15, %94, !dbg !14
  %96 = select i1 %94, i64 %93, i64 %79, !dbg !14
  %97 = and i1 %46, %95, !dbg !14
  %98 = inttoptr i64 %96 to ptr addrspace(1), !dbg !14
  %99 = inttoptr i64 %93 to ptr addrspace(1), !dbg !14
  %100 = select i1 %15, ptr addrspace(1) %77, ptr addrspace(1) %99, !dbg !14
  br i1 %97, label %101, label %116, !dbg !14

101:                                              ; preds = %66
  %102 = add i64 %79, 2, !dbg !14
  %103 = icmp eq i64 %102, %93, !dbg !14
  %104 = and i64 %79, 3, !dbg !14
  %105 = icmp eq i64 %104, 0, !dbg !14
  %106 = and i1 %105, %103, !dbg !14
  %107 = and i1 %15, %106, !dbg !14
  %108 = and i1 %94, %107, !dbg !14
  br i1 %108, label %114, label %109, !dbg !14

109:                                              ; preds = %101
  %110 = extractelement <2 x bfloat> %85, i64 0, !dbg !14
  %111 = extractelement <2 x bfloat> %85, i64 1, !dbg !14
  %112 = atomicrmw fadd ptr addrspace(1) %100, bfloat %110 syncscope("agent") acq_rel, align 2, !dbg !14
  %113 = atomicrmw fadd ptr addrspace(1) %98, bfloat %111 syncscope("agent") acq_rel, align 2, !dbg !14
  br label %116, !dbg !14

114:                                              ; preds = %101
  %115 = atomicrmw fadd ptr addrspace(1) %100, <2 x bfloat> %85 syncscope("agent") acq_rel, align 4, !dbg !14
  br label %116, !dbg !14

116:                                              ; preds = %114, %109, %66
  fence syncscope("workgroup") release, !dbg !14, !mmra !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14, !mmra !22
  ret void, !dbg !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #6

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "atomic_add_half", linkageName: "atomic_add_half", scope: !1, file: !1, line: 251, type: !5, scopeLine: 251, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !11, !13, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DILocation(line: 258, column: 5, scope: !4)
!15 = !DILocation(line: 254, column: 39, scope: !4)
!16 = !DILocation(line: 254, column: 12, scope: !4)
!17 = !DILocation(line: 255, column: 9, scope: !4)
!18 = !DILocation(line: 256, column: 9, scope: !4)
!19 = !DILocation(line: 257, column: 25, scope: !4)
!20 = !DILocation(line: 257, column: 38, scope: !4)
!21 = !DILocation(line: 257, column: 5, scope: !4)
!22 = !{!"amdgpu-synchronize-as", !"local"}
!23 = !DILocation(line: 258, column: 38, scope: !4)
!24 = !DILocation(line: 251, column: 1, scope: !4)
